import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { maxProductImportBytes, productImportLimitText } from '../../../../domain/shared/limits';
import { formatCount } from '../../../../domain/shared/money';
import type { ProductImportReport } from '../../../../domain/views/admin-products';
import { useStaffWrite } from '../use-staff-write';
import { RequiredMark } from '../../ui/text-field';

const isReport = (value: unknown): value is ProductImportReport =>
  typeof value === 'object' &&
  value !== null &&
  'errorCount' in value &&
  Array.isArray((value as { errors?: unknown }).errors);

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The CSV import (rule:admin-csv): choose a file → the dry run's counts and every problem by row and column →
 * "Apply import" only when there are none → the result. The file is sent twice (the server keeps nothing between
 * the dry run and the apply, and checks everything again when it applies).
 */
export function ProductImport() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const [result, setResult] = useState<ProductImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [lastMode, setLastMode] = useState<'dry-run' | 'apply'>('dry-run');
  const { send, busy: sending } = useStaffWrite();
  const busy = sending ? lastMode : null;

  async function sendFile(mode: 'dry-run' | 'apply') {
    if (!file) {
      setProblem('Please choose a CSV file first.');
      return;
    }
    if (file.size > maxProductImportBytes) {
      setProblem(
        `The file is larger than ${productImportLimitText}. Split it into smaller files and import them one after another.`,
      );
      return;
    }
    setLastMode(mode);
    setProblem(null);
    // The file goes as it is (text/csv); the check only reports, so only the import itself says so in a toast.
    const sent = await send<ProductImportReport>({
      path: `products/import?mode=${mode}`,
      body: file,
      headers: { 'content-type': 'text/csv' },
      success: mode === 'apply' ? undefined : false,
      fields: [],
    });
    if (sent.ok && mode === 'apply') {
      setResult(sent.data);
      setReport(null);
    } else if (sent.ok) setReport(sent.data);
    else {
      // A product changed since the dry run can make the apply find a problem: it then shows the new report.
      if (sent.status === 422 && isReport(sent.details)) setReport(sent.details);
      setProblem(sent.errors.form ?? null);
    }
  }

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void sendFile('dry-run');
  }

  const ready = report !== null && report.errorCount === 0 && report.create + report.update > 0;
  return (
    <div className="mt-4 space-y-4">
      <form
        onSubmit={check}
        noValidate
        aria-label="Import a CSV file"
        className="space-y-3 rounded-lg border border-gray-200 bg-white p-4"
      >
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
            CSV file
            <RequiredMark />
          </label>
          <input
            id={inputId}
            type="file"
            required
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setReport(null);
              setResult(null);
              setProblem(null);
            }}
            className="mt-1 block w-full max-w-full text-sm file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:text-sm file:font-semibold"
          />
          <p className="mt-1 text-xs text-gray-600">At most {productImportLimitText}.</p>
        </div>
        <button
          type="submit"
          disabled={busy !== null}
          className="min-h-11 rounded-lg bg-gray-900 px-4 text-sm font-semibold text-white hover:bg-gray-800 disabled:opacity-60"
        >
          {busy === 'dry-run' ? 'Checking…' : 'Check file'}
        </button>
      </form>

      {problem ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      ) : null}

      {result ? (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900">
          <p className="font-semibold">
            Imported: {plural(result.create, 'product', 'products')} added, {result.update} changed, {result.unchanged}{' '}
            unchanged.
          </p>
          <p className="mt-2">
            <Link to="/admin/products" className="font-medium text-blue-800 underline">
              Back to products
            </Link>
          </p>
        </div>
      ) : null}

      {report ? (
        <section aria-labelledby="import-check-heading" className="rounded-lg border border-gray-200 bg-white p-4">
          <h2 id="import-check-heading" className="text-lg font-semibold text-gray-900">
            What the import would do
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {[
              ['To add', report.create],
              ['To change', report.update],
              ['Unchanged', report.unchanged],
              ['Problems', report.errorCount],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md bg-gray-50 p-2">
                <dt className="text-xs text-gray-600">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>

          {report.errorCount > 0 ? (
            <>
              <p className="mt-3 text-sm text-gray-800">
                Nothing can be imported until every problem is corrected: correct the file and check it again.
                {report.errorCount > report.errors.length
                  ? ` Showing the first ${report.errors.length} of ${formatCount(report.errorCount)} problems.`
                  : ''}
              </p>
              <div className="relative mt-2 overflow-x-auto rounded-md border border-gray-200">
                <table className="min-w-full text-left text-sm">
                  <caption className="sr-only">Problems in the file, by row</caption>
                  <thead className="bg-gray-50 text-xs uppercase text-gray-600">
                    <tr>
                      <th scope="col" className="px-3 py-2 text-right">
                        Row
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Column
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Problem
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {report.errors.map((e, index) => (
                      <tr key={index} className="align-top">
                        <td className="px-3 py-2 text-right tabular-nums">{e.row}</td>
                        <td className="px-3 py-2 font-mono text-xs">{e.column ?? '—'}</td>
                        <td className="min-w-48 px-3 py-2">{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : ready ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <button
                type="button"
                onClick={() => void sendFile('apply')}
                disabled={busy !== null}
                className="min-h-11 rounded-lg bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
              >
                {busy === 'apply' ? 'Importing…' : 'Apply import'}
              </button>
              <p className="text-sm text-gray-700">
                All of it is written at once, or nothing if a product changed meanwhile and a row no longer fits.
              </p>
            </div>
          ) : (
            <p className="mt-3 text-sm text-gray-800">
              Nothing to import: every product in the file is as the shop has it.
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
