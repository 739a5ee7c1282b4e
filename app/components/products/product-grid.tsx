import { ProductCardItem, type CardProduct } from '../shop/product-card';

/** Cards in the first screenful load their pictures at once (LCP); the rest wait until scrolled to. */
const eagerCards = 4;

/**
 * rule:product-grid: 2 columns on phones, 3 from md, 4 from xl (beside the filter panel),
 * and 4 from lg when the shopper has hidden the panel.
 */
export function ProductGrid({ products, wide }: { products: CardProduct[]; wide: boolean }) {
  return (
    <ul
      className={`grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4 ${wide ? 'lg:grid-cols-4' : ''}`}
      data-testid="product-grid"
    >
      {products.map((product, index) => (
        <ProductCardItem key={product._id} product={product} eager={index < eagerCards} />
      ))}
    </ul>
  );
}
