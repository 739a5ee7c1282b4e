import { data } from 'react-router';
import { AppError } from '../../../domain/errors';
import { buildInvoice } from '../../../domain/invoices/build-invoice';
import type { Route } from './+types/order-invoice';
import { InvoiceDocument } from '../../components/admin/invoice-document';
import { PrintDocuments, PrintToolbar } from '../../components/admin/print-toolbar';
import { loadByIdOr404 } from '../../lib/http';
import { requireStaff } from '../../lib/require-staff';

/**
 * /admin/orders/{id}/invoice: the order's GST tax invoice, ready to print (rule:gst-invoice). Under /admin, so
 * the server's staff guard covers it; outside the admin layout, so only the invoice reaches the paper.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { db, settings } = args.context.shop;
  try {
    return { invoice: await loadByIdOr404(args.params.id, (id) => buildInvoice(db, id, settings.seller)) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVOICE_NOT_ISSUED') throw data(err.message, { status: 409 });
    throw err;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Invoice ${loaderData.invoice.invoiceNumber}` : 'Invoice' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OrderInvoicePage({ loaderData }: Route.ComponentProps) {
  return (
    <PrintDocuments>
      <PrintToolbar title={`Tax invoice ${loaderData.invoice.invoiceNumber}`} backTo="/admin/orders" />
      <InvoiceDocument invoice={loaderData.invoice} />
    </PrintDocuments>
  );
}
