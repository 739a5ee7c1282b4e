import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * The shopper's pages, in one language: English at their own paths, Hindi under /hi (ADR 0059). `idPrefix` keeps
 * each copy's route ids apart (React Router needs one id per route); the English copy keeps the files' own ids.
 */
function shopperPages(idPrefix: string) {
  const ids = (file: string) => (idPrefix ? { id: idPrefix + file.replace(/\.tsx$/, '') } : {});
  const page = (path: string, file: string) => route(path, file, ids(file));
  return [
    index('routes/home.tsx', ids('routes/home.tsx')),
    page('products', 'routes/products.tsx'),
    page('product/:id', 'routes/product.tsx'),
    page('login', 'routes/login.tsx'),
    page('reset-password/:token', 'routes/reset-password.tsx'),
    page('checkout', 'routes/checkout.tsx'),
    page('orders', 'routes/orders.tsx'),
    page('order/:id', 'routes/order.tsx'),
    page('wishlist', 'routes/wishlist.tsx'),
    page('alerts', 'routes/alerts.tsx'),
    page('alerts/unsubscribe', 'routes/alerts-unsubscribe.tsx'),
    page('alerts/confirm/:token', 'routes/alerts-confirm.tsx'),
    page('profile', 'routes/profile.tsx'),
    page('privacy-policy', 'routes/privacy-policy.tsx'),
    page('terms-conditions', 'routes/terms-conditions.tsx'),
    page('refund-policy', 'routes/refund-policy.tsx'),
    page('delete-account', 'routes/delete-account.tsx'),
    page('about', 'routes/about.tsx'),
    page('contact', 'routes/contact.tsx'),
    page('*', 'routes/not-found.tsx'),
  ];
}

/** rule:route-table. */
export default [
  // The files and feeds, the same in every language.
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('sitemaps/:file', 'routes/sitemaps.$file.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('language/:locale', 'routes/language.ts'),
  // Hindi pages under /hi (rule:shop-language).
  route('hi', 'routes/locale.tsx', { id: 'locale-hi' }, shopperPages('hi/')),
  // English pages, and the back office (in English): under the English layout, whose catalog the shell's toasts and
  // offline notice read on every page.
  layout('routes/locale.tsx', { id: 'locale-en' }, [
    ...shopperPages(''),
    // The back office (rule:staff-only): one layout over every admin page; the server guards the whole prefix.
    route('admin', 'routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('orders', 'routes/admin/orders.tsx'),
      route('orders/:id', 'routes/admin/order.tsx'),
      route('returns', 'routes/admin/returns.tsx'),
      route('confirmations', 'routes/admin/confirmations.tsx'),
      route('couriers', 'routes/admin/couriers.tsx'),
      route('customers', 'routes/admin/customers.tsx'),
      route('customers/:id', 'routes/admin/customer.tsx'),
      route('reviews', 'routes/admin/reviews.tsx'),
      route('messages', 'routes/admin/messages.tsx'),
      route('stock', 'routes/admin/stock.tsx'),
      route('stock/:productId', 'routes/admin/stock-product.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('cash', 'routes/admin/cash.tsx'),
      route('products', 'routes/admin/products.tsx'),
      route('products/new', 'routes/admin/product-edit.tsx', { id: 'routes/admin/product-new' }),
      route('products/import', 'routes/admin/product-import.tsx'),
      route('products/:id', 'routes/admin/product-edit.tsx'),
      route('content', 'routes/admin/content.tsx'),
      route('categories', 'routes/admin/categories.tsx'),
      route('delivery', 'routes/admin/delivery.tsx'),
    ]),
    // Printed documents (rule:gst-invoice, rule:packing-slip): under /admin for the staff guard, outside its layout
    // so only the documents reach the paper.
    route('admin/orders/:id/invoice', 'routes/admin/order-invoice.tsx'),
    route('admin/orders/:id/packing-slip', 'routes/admin/order-packing-slip.tsx'),
    route('admin/returns/:id/credit-note', 'routes/admin/return-credit-note.tsx'),
    route('admin/print', 'routes/admin/print.tsx'),
  ]),
] satisfies RouteConfig;
