/**
 * Money as people read it: the rupee sign with Indian digit grouping (₹1,00,000), rule:rupees.
 * The one formatter for the storefront, the order mail and every label; amounts are rupees, as
 * the API shows them (the domain keeps paise, domain/shared/pricing.ts).
 */

const formats = new Map<number, Intl.NumberFormat>();

function indianNumber(decimals: number): Intl.NumberFormat {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return format;
}

/** ₹ with Indian grouping and a fixed number of decimals: formatRupees(100000) → '₹1,00,000', formatRupees(1234.5, 2) → '₹1,234.50'. */
export function formatRupees(amount: number, decimals = 0): string {
  return `₹${indianNumber(decimals).format(amount)}`;
}

/** Whole numbers with Indian grouping, for counts: 12,34,567. */
export function formatCount(count: number): string {
  return indianNumber(0).format(count);
}
