/**
 * Money as people read it: the rupee sign with Indian digit grouping (₹1,00,000), rule:rupees.
 * The one formatter for the storefront, the order mail and every label; amounts are rupees, as
 * the API shows them (the domain keeps paise, domain/shared/pricing.ts).
 *
 * Grouped by hand rather than with Intl.NumberFormat('en-IN'): the grouping is a fixed rule (the last three digits,
 * then pairs), and a phone's first Intl number formatter costs tens of milliseconds of the page's hydration while it
 * loads its locale data. money.test.ts checks the result against Intl's for many amounts.
 */

/** '12345678' → '1,23,45,678'. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * The magnitude to `decimals` places, rounded half away from zero on the number as it is written (2.05 → 2.1), as
 * Intl rounds. toFixed would round the binary value instead (2.05 is stored as 2.04999…, so 2.0).
 */
function roundedMagnitude(value: number, decimals: number): string {
  const written = String(Math.abs(value));
  if (written.includes('e')) return Math.abs(value).toFixed(decimals); // beyond any price: 1e21 and up, 1e-7 and down
  const [whole = '0', fraction = ''] = written.split('.');
  if (fraction.length <= decimals) return decimals ? `${whole}.${fraction.padEnd(decimals, '0')}` : whole;
  let digits = whole + fraction.slice(0, decimals);
  if (fraction[decimals]! >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  return decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
}

function indianNumber(value: number, decimals: number): string {
  const fixed = roundedMagnitude(value, decimals);
  const [whole = '0', fraction] = fixed.split('.');
  // A negative amount that rounds to nothing is 0, not -0.
  const sign = value < 0 && /[1-9]/.test(fixed) ? '-' : '';
  return `${sign}${groupIndian(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** ₹ with Indian grouping and a fixed number of decimals: formatRupees(100000) → '₹1,00,000', formatRupees(1234.5, 2) → '₹1,234.50'. */
export function formatRupees(amount: number, decimals = 0): string {
  return `₹${indianNumber(amount, decimals)}`;
}

/**
 * Rupees as a message or a document says them: whole rupees without paise, else with both digits of paise
 * ('₹1,10,000', '₹1,234.50').
 */
export function formatRupeesPaiseIfAny(amount: number): string {
  return formatRupees(amount, Number.isInteger(amount) ? 0 : 2);
}

/** Whole numbers with Indian grouping, for counts: 12,34,567. */
export function formatCount(count: number): string {
  return indianNumber(count, 0);
}
