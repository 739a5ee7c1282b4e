import { data } from 'react-router';
import { buildInvoices } from '../../../domain/invoices/build-invoices';
import { buildPackingSlips } from '../../../domain/invoices/build-packing-slips';
import { printQuerySchema } from '../../../domain/schemas/admin-invoices';
import type { Route } from './+types/print';
import { InvoiceDocument } from '../../components/admin/invoice-document';
import { PackingSlipDocument } from '../../components/admin/packing-slip-document';
import { PrintDocuments, PrintProblem, PrintToolbar } from '../../components/admin/print-toolbar';
import { ownFrameHandle } from '../../lib/page-frame';
import { requireStaff } from '../../lib/require-staff';
// Outside the back office's layout, so its sheet is taken here (app/admin.css).
import '../../admin.css';

/**
 * /admin/print?kind=invoice|slip&ids=<order ids>: up to 100 invoices or packing slips printed at once, sorted
 * by courier then order number, each on its own page (rule:packing-slip, rule:gst-invoice). Orders not shipped
 * yet have no invoice: they are named above the documents instead.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { db, settings } = args.context.shop;
  const url = new URL(args.request.url);
  const parsed = printQuerySchema.safeParse({
    kind: url.searchParams.get('kind') ?? undefined,
    ids: url.searchParams.get('ids') ?? undefined,
  });
  if (!parsed.success) {
    // A bad link: the page says what is wrong (400) rather than the generic error page.
    const problem = parsed.error.issues[0]?.message ?? 'Please choose the orders to print.';
    return data({ problem, kind: null, slips: [], invoices: [], notInvoiced: [] }, { status: 400 });
  }
  const { kind, ids } = parsed.data;
  if (kind === 'slip') {
    return { problem: null, kind, slips: await buildPackingSlips(db, ids), invoices: [], notInvoiced: [] };
  }
  const batch = await buildInvoices(db, ids, settings.seller);
  return { problem: null, kind, slips: [], ...batch };
}

// Bare: neither the shop's frame nor the back office's, so on screen as on paper only the documents show.
export const handle = ownFrameHandle;

export function meta() {
  return [{ title: 'Print' }, { name: 'robots', content: 'noindex' }];
}

export default function PrintPage({ loaderData }: Route.ComponentProps) {
  const { problem, kind, slips, invoices, notInvoiced } = loaderData;
  if (problem !== null || kind === null) return <PrintProblem title="Print" message={problem} />;
  const count = kind === 'slip' ? slips.length : invoices.length;
  const noun = kind === 'slip' ? 'packing slip' : 'invoice';
  return (
    <PrintDocuments>
      <PrintToolbar title={`${count} ${noun}${count === 1 ? '' : 's'} to print`} backTo="/admin/orders" />
      {notInvoiced.length > 0 && (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm print:hidden">
          Not shipped yet, so no invoice: {notInvoiced.map((n) => `#${n}`).join(', ')}.
        </p>
      )}
      {kind === 'slip'
        ? slips.map((slip) => <PackingSlipDocument key={slip.orderId} slip={slip} />)
        : invoices.map((invoice) => <InvoiceDocument key={invoice.orderId} invoice={invoice} />)}
    </PrintDocuments>
  );
}
