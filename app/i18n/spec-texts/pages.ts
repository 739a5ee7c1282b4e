/**
 * The product spec's texts of the information pages (its section 1, the route table's placeholders, and section 2,
 * Other pages: the not-found page), by catalog id: the English catalog must say exactly these
 * (app/i18n/catalogs.test.ts).
 */
export const specTexts: Record<string, string> = {
  'pages.about.placeholder': 'about',
  'pages.contact.placeholder': 'contact',
  'pages.notFound.heading': 'Page Not Found',
  'pages.notFound.goHome': 'Go Home',
  'pages.notFound.shopNow': 'Shop Now',
};
