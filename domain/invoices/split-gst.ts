/** One invoice line's tax, in paise: taxable value + cgst + sgst + igst = the line's tax-inclusive total. */
export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a tax-inclusive line total (rule:gst-invoice): taxable value = total × 100 / (100 + rate), rounded
 * half up to the paisa, and the tax is the rest, so the two add up to the total exactly. Within the seller's
 * state the tax is CGST + SGST, half each with the odd paisa to CGST; across states it is IGST. The rate is in
 * basis points (500 = 5%). Integer arithmetic only: a total up to 2^53 / 20,000 paise (₹450 crore) is exact.
 */
export function splitGst(totalPaise: number, rateBp: number, intraState: boolean): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new Error(`Not a line total: ${totalPaise}`);
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new Error(`Not a GST rate: ${rateBp}`);
  const denominator = 10_000 + rateBp;
  // round(total × 10000 / denominator), half up, in integers: floor((2 × total × 10000 + d) / 2d).
  const taxablePaise = Math.floor((2 * totalPaise * 10_000 + denominator) / (2 * denominator));
  const tax = totalPaise - taxablePaise;
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}
