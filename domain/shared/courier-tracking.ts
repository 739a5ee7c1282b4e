/**
 * The courier's tracking page for a tracking number (rule:courier-tracking): the courier's URL template
 * with `{tracking}` replaced by the number, URL-encoded. A template that is empty, has no placeholder or is
 * not an http(s) URL gives no link (the order page then shows the number only). Browser-safe (ADR 0017).
 */
export const trackingPlaceholder = '{tracking}';

export function trackingUrl(template: string, trackingNumber: string): string | null {
  if (!template.includes(trackingPlaceholder) || trackingNumber.trim() === '') return null;
  const url = template.split(trackingPlaceholder).join(encodeURIComponent(trackingNumber.trim()));
  return /^https?:\/\//i.test(url) ? url : null;
}
