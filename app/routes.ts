import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** rule:route-table. */
export default [
  index('routes/home.tsx'),
  route('products', 'routes/products.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('login', 'routes/login.tsx'),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('order/:id', 'routes/order.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-conditions', 'routes/terms-conditions.tsx'),
  route('refund-policy', 'routes/refund-policy.tsx'),
  route('delete-account', 'routes/delete-account.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('sitemaps/:file', 'routes/sitemaps.$file.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  // The back office (rule:staff-only): one layout over every admin page; the server guards the whole prefix.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:id', 'routes/admin/order.tsx'),
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
    route('products/:id', 'routes/admin/product-edit.tsx'),
    route('content', 'routes/admin/content.tsx'),
  ]),
  // Printed documents (rule:gst-invoice, rule:packing-slip): under /admin for the staff guard, outside its layout
  // so only the documents reach the paper.
  route('admin/orders/:id/invoice', 'routes/admin/order-invoice.tsx'),
  route('admin/orders/:id/packing-slip', 'routes/admin/order-packing-slip.tsx'),
  route('admin/print', 'routes/admin/print.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
