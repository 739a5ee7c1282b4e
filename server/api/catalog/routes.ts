/**
 * Public catalog reads (rule:api-contract): product list, search and filters, Top Selling, product detail,
 * reviews, related products, search suggestions, brands, categories and sub categories.
 * Every route has a generous per-address rate limit (ADR 0023). No answer here depends on who asks, so a
 * signed-in request gets the same cache headers as a guest's: lists may be cached by browsers and CDNs
 * for a minute; the product detail and its reviews are not cached, so a shopper sees their own new
 * review at once (rule:review-form: a review submission updates the product detail).
 */
import { getProduct } from '../../../domain/catalog/get-product';
import { listBrands } from '../../../domain/catalog/list-brands';
import { listCategories } from '../../../domain/catalog/list-categories';
import { listProductsAsJson, type ProductPageAsJson } from '../../../domain/catalog/list-products';
import { listRelatedProducts } from '../../../domain/catalog/list-related-products';
import { listSubCategories } from '../../../domain/catalog/list-sub-categories';
import { listTopSellingProducts } from '../../../domain/catalog/list-top-selling-products';
import { listReviews } from '../../../domain/reviews/list-reviews';
import {
  brandListQuerySchema,
  contentListQuerySchema,
  productListQuerySchema,
  reviewListQuerySchema,
  shortListQuerySchema,
  subCategoryListQuerySchema,
  suggestionQuerySchema,
} from '../../../domain/schemas/catalog';
import { suggestSearchTerms } from '../../../domain/search/suggest-search-terms';
import { limitPublicReads } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';
import {
  brandListSchema,
  categoryListSchema,
  productDetailSchema,
  productPageSchema,
  relatedProductsSchema,
  reviewPageSchema,
  subCategoryListSchema,
  suggestionsSchema,
  topSellingSchema,
} from '../../../domain/views/catalog';

/**
 * Catalog lists change whenever staff edit the catalog, and the change must show at once (rule:admin-catalog,
 * ADR 0032): a cache may keep an answer but must ask again before reusing it.
 */
export const listCacheControl = 'public, no-cache';
/** Detail and reviews must show a shopper's own review right after they post it. */
export const detailCacheControl = 'no-cache';

const productPageMetaSchema = productPageSchema.omit({ products: true });

/**
 * The text of `ok(page, message)` for the product list, with the products' JSON texts joined in (ADR 0036): the rest
 * of the page is checked against its schema and written here. It is the text the response serializer would write
 * for the whole answer (test/catalog/product-list-json.test.ts); the route keeps its response schema for the API's
 * description.
 */
function productPageText({ listed, ...meta }: ProductPageAsJson, message: string): string {
  const metaJson = JSON.stringify(productPageMetaSchema.encode(meta));
  const products = listed.map((entry) => entry.json).join(',');
  return `{"success":true,"message":${JSON.stringify(message)},"data":{"products":[${products}],${metaJson.slice(1)}}`;
}

export default async function catalogRoutes(app: App) {
  // Generous per-address limits: browsing never meets them, a scraper looping hard does (rule:rate-limits).
  const publicRead = limitPublicReads(app, 'api');

  app.get(
    '/product',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'Products: search, filter, sort and page (isPagination=false returns at most 500)',
        querystring: productListQuerySchema,
        response: { 200: envelope(productPageSchema) },
      },
    },
    async (request, reply) => {
      const page = await listProductsAsJson(app.db, request.query);
      reply.header('cache-control', listCacheControl);
      // A JSON text is sent as it is: the products were checked and written once when read (ListedProduct). The
      // type provider types the payload as the schema's object, which this text is, written out.
      const text = productPageText(page, 'Products fetched successfully');
      return reply.type('application/json; charset=utf-8').send(text as never);
    },
  );

  app.get(
    '/product/highlights',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'Top Selling products: most units sold, then best rated (rule:top-selling)',
        querystring: shortListQuerySchema,
        response: { 200: envelope(topSellingSchema) },
      },
    },
    async (request, reply) => {
      const data = await listTopSellingProducts(app.db, request.query.limit);
      reply.header('cache-control', listCacheControl);
      return ok(data, 'Top selling products fetched successfully');
    },
  );

  app.get(
    '/product/suggestions',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'Up to 5 search suggestions from the catalog (rule:catalog-suggestions)',
        querystring: suggestionQuerySchema,
        response: { 200: envelope(suggestionsSchema) },
      },
    },
    async (request, reply) => {
      const data = await suggestSearchTerms(app.db, request.query.q);
      reply.header('cache-control', listCacheControl);
      return ok(data, 'Suggestions fetched successfully');
    },
  );

  app.get(
    '/product/:id',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'One product with its newest 20 reviews, review summary and category names',
        params: idParam,
        response: { 200: envelope(productDetailSchema) },
      },
    },
    async (request, reply) => {
      const data = await getProduct(app.db, request.params.id);
      reply.header('cache-control', detailCacheControl);
      return ok(data, 'Product fetched successfully');
    },
  );

  app.get(
    '/product/:id/reviews',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: "A product's reviews, filtered by rating and sorted (rule:review-filter-sort)",
        params: idParam,
        querystring: reviewListQuerySchema,
        response: { 200: envelope(reviewPageSchema) },
      },
    },
    async (request, reply) => {
      const data = await listReviews(app.db, request.params.id, request.query);
      reply.header('cache-control', detailCacheControl);
      return ok(data, 'Reviews fetched successfully');
    },
  );

  app.get(
    '/product/:id/related',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'You Might Also Like: same category and sub category, best sellers first',
        params: idParam,
        querystring: shortListQuerySchema,
        response: { 200: envelope(relatedProductsSchema) },
      },
    },
    async (request, reply) => {
      const data = await listRelatedProducts(app.db, request.params.id, request.query.limit);
      reply.header('cache-control', listCacheControl);
      return ok(data, 'Related products fetched successfully');
    },
  );

  app.get(
    '/brands',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'Brands in the catalog, or in one category (rule:brand-filter)',
        querystring: brandListQuerySchema,
        response: { 200: envelope(brandListSchema) },
      },
    },
    async (request, reply) => {
      const data = await listBrands(app.db, request.query);
      reply.header('cache-control', listCacheControl);
      return ok(data, 'Brands fetched successfully');
    },
  );

  app.get(
    '/category',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'Categories in display order',
        querystring: contentListQuerySchema,
        response: { 200: envelope(categoryListSchema) },
      },
    },
    async (_request, reply) => {
      const data = await listCategories(app.db);
      reply.header('cache-control', listCacheControl);
      return ok(data, 'Categories fetched successfully');
    },
  );

  app.get(
    '/subCategory',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'Sub categories of a category (all when no category is given)',
        querystring: subCategoryListQuerySchema,
        response: { 200: envelope(subCategoryListSchema) },
      },
    },
    async (request, reply) => {
      const data = await listSubCategories(app.db, request.query.category);
      reply.header('cache-control', listCacheControl);
      return ok(data, 'Sub categories fetched successfully');
    },
  );
}
