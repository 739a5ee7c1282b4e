import { data } from 'react-router';
import { AppError } from '../../../domain/errors';
import { buildCreditNote } from '../../../domain/invoices/build-credit-note';
import type { Route } from './+types/return-credit-note';
import { InvoiceDocument } from '../../components/admin/invoice-document';
import { PrintDocuments, PrintProblem, PrintToolbar } from '../../components/admin/print-toolbar';
import { loadByIdOr404 } from '../../lib/http';
import { ownFrameHandle } from '../../lib/page-frame';
import { requireStaff } from '../../lib/require-staff';
// Outside the back office's layout, so its sheet is taken here (app/admin.css).
import '../../admin.css';

/**
 * /admin/returns/{id}/credit-note: a refunded return's GST credit note, ready to print (rule:gst-credit-note). Under
 * /admin for the staff guard, outside its layout, as the invoice.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { db, settings } = args.context.shop;
  try {
    const creditNote = await loadByIdOr404(args.params.id, (id) => buildCreditNote(db, id, settings.seller));
    return { creditNote, problem: null };
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVOICE_NOT_ISSUED') {
      return data({ creditNote: null, problem: err.message }, { status: 409 });
    }
    throw err;
  }
}

export const handle = ownFrameHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.creditNote ? `Credit note ${loaderData.creditNote.creditNoteNumber}` : 'Credit note' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ReturnCreditNotePage({ loaderData }: Route.ComponentProps) {
  const { creditNote, problem } = loaderData;
  if (!creditNote) return <PrintProblem title="Credit note" message={problem} />;
  return (
    <PrintDocuments>
      <PrintToolbar title={`Credit note ${creditNote.creditNoteNumber}`} backTo="/admin/returns" />
      <InvoiceDocument invoice={creditNote} />
    </PrintDocuments>
  );
}
