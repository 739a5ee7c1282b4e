import { buildPackingSlip } from '../../../domain/invoices/build-packing-slip';
import type { Route } from './+types/order-packing-slip';
import { PackingSlipDocument } from '../../components/admin/packing-slip-document';
import { PrintDocuments, PrintToolbar } from '../../components/admin/print-toolbar';
import { loadByIdOr404 } from '../../lib/http';
import { ownFrameHandle } from '../../lib/page-frame';
import { requireStaff } from '../../lib/require-staff';
// Outside the back office's layout, so its sheet is taken here (app/admin.css).
import '../../admin.css';

/** /admin/orders/{id}/packing-slip: the order's packing slip, ready to print (rule:packing-slip). */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { db } = args.context.shop;
  return { slip: await loadByIdOr404(args.params.id, (id) => buildPackingSlip(db, id)) };
}

// Bare: neither the shop's frame nor the back office's, so on screen as on paper only the documents show.
export const handle = ownFrameHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Packing slip #${loaderData.slip.orderNumber}` : 'Packing slip' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OrderPackingSlipPage({ loaderData }: Route.ComponentProps) {
  return (
    <PrintDocuments>
      <PrintToolbar title={`Packing slip of order #${loaderData.slip.orderNumber}`} backTo="/admin/orders" />
      <PackingSlipDocument slip={loaderData.slip} />
    </PrintDocuments>
  );
}
