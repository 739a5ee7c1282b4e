import { Link } from 'react-router';

/** Above printed documents on screen, never on paper: a way back and the Print button (rule:packing-slip). */
export function PrintToolbar({ title, backTo }: { title: string; backTo: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      <div className="flex gap-2">
        <Link
          to={backTo}
          className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          Back to orders
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Print
        </button>
      </div>
    </div>
  );
}

/**
 * The frame of printed documents, the page's main and all of it: their routes draw neither the shop's frame nor the
 * back office's (app/lib/page-frame.ts), and on paper app/admin.css hides whatever else the body holds (a toast, the
 * offline banner). Each document starts a new sheet.
 */
export function PrintDocuments({ children }: { children: React.ReactNode }) {
  return (
    <main data-print-documents className="mx-auto max-w-4xl px-4 py-6 print:max-w-none print:p-0">
      {children}
    </main>
  );
}

/** One sheet: a white card on screen, a page of its own on paper. */
export function PrintSheet({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <article
      aria-label={label}
      className="mb-6 break-after-page rounded-lg border border-gray-200 bg-white p-6 text-sm text-gray-900 last:break-after-auto print:mb-0 print:rounded-none print:border-0 print:p-0"
    >
      {children}
    </article>
  );
}

/** Instead of documents: why there is nothing to print (an order not shipped yet, a bad link). */
export function PrintProblem({ title, message }: { title: string; message: string | null }) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900">
        {message ?? 'There is nothing to print.'}
      </p>
      <Link to="/admin/orders" className="mt-4 inline-block text-sm font-medium text-indigo-700 underline">
        Back to orders
      </Link>
    </main>
  );
}
