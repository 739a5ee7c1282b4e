/**
 * The GST rates a product may carry, in basis points (1800 = 18%): India's slabs (rule:gst-invoice). Browser-safe
 * (ADR 0017); its own module so the back office's product form does not share a chunk with shopper pages.
 */
export const gstRatesBp = [0, 25, 300, 500, 1200, 1800, 2800] as const;
