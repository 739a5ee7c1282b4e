/**
 * Money and number formatting for the storefront, in one place (format once, at the edge). rule:rupees: the
 * rupee sign everywhere, Indian digit grouping (₹1,00,000).
 */

const formatters = new Map<number, Intl.NumberFormat>();

function indianNumber(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f;
}

/** ₹ with Indian grouping and a fixed number of decimals: formatRupees(100000) → '₹1,00,000'. */
export function formatRupees(amount: number, decimals = 0): string {
  return `₹${indianNumber(decimals).format(amount)}`;
}

/** Sale price = price - price * discount / 100 (rule:sale-price). */
export function salePrice(price: number, discount: number): number {
  return price - (price * discount) / 100;
}

/** Rating badges and averages show one decimal (rule:product-card). */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

/** '12 Mar 2026' style dates for review cards and orders, fixed to India's time zone. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );
}
