import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** spec §2 route table. Part 2 of the storefront adds the account and buying screens. */
export default [
  index('routes/home.tsx'),
  route('products', 'routes/products.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('sitemaps/:file', 'routes/sitemaps.$file.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
