import { buildInvoice } from '../../../domain/invoices/build-invoice';
import { buildPackingSlip } from '../../../domain/invoices/build-packing-slip';
import { invoiceSchema, packingSlipSchema } from '../../../domain/views/admin-invoices';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

/** An order's printed documents as JSON, for the mobile app (rule:gst-invoice, rule:packing-slip). Reads only. */
export default async function adminInvoiceRoutes(app: App) {
  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags: ['admin'],
        summary: "An order's GST tax invoice (409 until the order ships)",
        params: idParam,
        response: { 200: envelope(invoiceSchema) },
      },
    },
    async (request) => {
      const invoice = await buildInvoice(app.db, request.params.id, app.settings.seller);
      return ok(invoice, `Invoice ${invoice.invoiceNumber}`);
    },
  );

  app.get(
    '/orders/:id/packing-slip',
    {
      schema: {
        tags: ['admin'],
        summary: "An order's packing slip",
        params: idParam,
        response: { 200: envelope(packingSlipSchema) },
      },
    },
    async (request) => {
      const slip = await buildPackingSlip(app.db, request.params.id);
      return ok(slip, `Packing slip of order #${slip.orderNumber}`);
    },
  );
}
