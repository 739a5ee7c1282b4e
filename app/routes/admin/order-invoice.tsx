import { data } from 'react-router';
import { AppError } from '../../../domain/errors';
import { buildInvoice } from '../../../domain/invoices/build-invoice';
import type { Route } from './+types/order-invoice';
import { InvoiceDocument } from '../../components/admin/invoice-document';
import { PrintDocuments, PrintProblem, PrintToolbar } from '../../components/admin/print-toolbar';
import { loadByIdOr404 } from '../../lib/http';
import { ownFrameHandle } from '../../lib/page-frame';
import { requireStaff } from '../../lib/require-staff';
// Outside the back office's layout, so its sheet is taken here (app/admin.css).
import '../../admin.css';

/**
 * /admin/orders/{id}/invoice: the order's GST tax invoice, ready to print (rule:gst-invoice). Under /admin, so
 * the server's staff guard covers it; outside the admin layout, so only the invoice reaches the paper.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { db, settings } = args.context.shop;
  try {
    const invoice = await loadByIdOr404(args.params.id, (id) => buildInvoice(db, id, settings.seller));
    return { invoice, problem: null };
  } catch (err) {
    // Not shipped yet: the page says so (409) rather than the generic error page.
    if (err instanceof AppError && err.code === 'INVOICE_NOT_ISSUED') {
      return data({ invoice: null, problem: err.message }, { status: 409 });
    }
    throw err;
  }
}

// Bare: neither the shop's frame nor the back office's, so on screen as on paper only the documents show.
export const handle = ownFrameHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.invoice ? `Invoice ${loaderData.invoice.invoiceNumber}` : 'Invoice' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OrderInvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice, problem } = loaderData;
  if (!invoice) return <PrintProblem title="Tax invoice" message={problem} />;
  return (
    <PrintDocuments>
      <PrintToolbar title={`Tax invoice ${invoice.invoiceNumber}`} backTo="/admin/orders" />
      <InvoiceDocument invoice={invoice} />
    </PrintDocuments>
  );
}
