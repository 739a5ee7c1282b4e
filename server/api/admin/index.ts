/**
 * The back office's API, under /api/admin (rule:staff-only, ADR 0027). Every route here, and any path under
 * the prefix, is refused before routing unless a staff member asks: server/plugins/staff-guard.ts. The
 * onRequest hook below repeats the check for the routes of this plugin, so a route moved out of the prefix
 * by mistake still cannot answer a shopper. Writes are audited in their own transactions (rule:audit-log).
 */
import type { App } from '../../types';
import adminCourierRoutes from './couriers';
import adminCustomerRoutes from './customers';
import adminReviewRoutes from './reviews';
import adminMessageRoutes from './messages';
import adminInvoiceRoutes from './invoices';
import adminConfirmationRoutes from './confirmations';
import adminAuditRoutes from './audit';
import adminOrderRoutes from './orders';
import adminReturnRoutes from './returns';
import adminStockRoutes from './stock';
import adminRemittanceRoutes from './remittances';
import adminReportRoutes from './reports';
import adminProductRoutes from './products';
import adminContentRoutes from './content';
import adminCategoryRoutes from './categories';
import adminDeliveryRoutes from './delivery';

export default async function adminRoutes(app: App) {
  app.addHook('onRequest', app.requireStaff);
  await app.register(adminOrderRoutes);
  await app.register(adminReturnRoutes);
  await app.register(adminInvoiceRoutes);
  await app.register(adminConfirmationRoutes);
  await app.register(adminCourierRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminMessageRoutes);
  await app.register(adminStockRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminRemittanceRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminDeliveryRoutes);
}
