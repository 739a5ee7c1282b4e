import { Link } from 'react-router';
import type { Route } from './+types/audit';
import { PageLinks } from '../../components/admin/page-links';
import { ColumnHeads } from '../../components/admin/column-heads';
import { requireStaff } from '../../lib/require-staff';
import { parseListQuery } from '../../lib/list-query';
import { listAuditLog } from '../../../domain/audit/list-audit-log';
import { listStaffMembers } from '../../../domain/audit/list-staff-members';
import { auditLogQuerySchema } from '../../../domain/schemas/admin-audit';
import type { AuditEntryView } from '../../../domain/views/admin-audit';
import { GetForm } from '../../components/admin/get-form';
import { ScrollBox } from '../../components/admin/scroll-box';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const filterFields = ['actor', 'entityType', 'entityId', 'action', 'from', 'to'] as const;

/**
 * /admin/audit (rule:audit-log): every staff write, newest first, filtered through a GET form so a filtered
 * view is a link. Filters the API would refuse are named above the table and the log shows unfiltered.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { query, params, problem } = parseListQuery(auditLogQuerySchema, args.request);
  const { db } = args.context.shop;
  const log = await listAuditLog(db, query);
  const staff = await listStaffMembers(db);
  const values = Object.fromEntries(filterFields.map((f) => [f, params[f] ?? '']));
  return {
    log,
    staff,
    values,
    problem,
  };
}

export function meta() {
  return [{ title: 'Audit log · Back office' }, { name: 'robots', content: 'noindex' }];
}

function recordLink(entry: AuditEntryView) {
  if (entry.entityType === 'order') return `/admin/orders/${entry.entityId}`;
  if (entry.entityType === 'product') return `/admin/stock/${entry.entityId}`;
  if (entry.entityType === 'customer') return `/admin/customers/${entry.entityId}`;
  // Categories have one screen for all of them (rule:admin-categories); a deleted one is simply not there.
  if (entry.entityType === 'category' || entry.entityType === 'sub_category') return '/admin/categories';
  // The delivery settings, zones, holidays and PIN rules share one screen too.
  if (entry.entityType.startsWith('delivery_') || entry.entityType === 'pincode') return '/admin/delivery';
  return null;
}

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** The fields a write touched, one line each: `key: old → new`. */
function Changes({ before, after }: { before: AuditEntryView['before']; after: AuditEntryView['after'] }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span className="text-gray-500">—</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <span className="text-gray-600">{key}:</span> {before ? show(before[key]) : '—'} →{' '}
          {after ? show(after[key]) : '—'}
        </li>
      ))}
    </ul>
  );
}

const inputClass = 'min-h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm';
const fieldLabels: Record<(typeof filterFields)[number], string> = {
  actor: 'Staff member',
  entityType: 'Record type',
  entityId: 'Record id',
  action: 'Action',
  from: 'From (day)',
  to: 'To (day)',
};

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { log, staff, values, problem } = loaderData;
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading" className="text-2xl font-bold text-gray-900">
        Audit log
      </h1>
      <GetForm className="mt-4 grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-7">
        {filterFields.map((field) => (
          <div key={field}>
            <label htmlFor={`audit-${field}`} className="block text-xs font-medium text-gray-700">
              {fieldLabels[field]}
            </label>
            {field === 'actor' ? (
              <select id="audit-actor" name="actor" defaultValue={values.actor} className={inputClass}>
                <option value="">Anyone</option>
                {staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name} ({member.email})
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`audit-${field}`}
                name={field}
                type={field === 'from' || field === 'to' ? 'date' : 'text'}
                defaultValue={values[field]}
                placeholder={
                  field === 'entityType' ? 'order, product…' : field === 'action' ? 'stock.adjust…' : undefined
                }
                className={inputClass}
              />
            )}
          </div>
        ))}
        <div className="flex items-end gap-2">
          <button type="submit" className="min-h-10 rounded-md bg-blue-700 px-3 text-sm font-semibold text-white">
            Filter
          </button>
          <Link to="/admin/audit" className="inline-flex min-h-10 items-center px-2 text-sm text-blue-700">
            Clear
          </Link>
        </div>
      </GetForm>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problem} The log below is not filtered.
        </p>
      )}

      <p className="mt-3 text-sm text-gray-700">
        {log.total} {log.total === 1 ? 'entry' : 'entries'}
      </p>
      {log.items.length === 0 ? (
        <p className="mt-2 rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700">No entries.</p>
      ) : (
        <ScrollBox label="Audit log" className="mt-2 rounded-lg border border-gray-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Staff writes, newest first</caption>
            <ColumnHeads
              className="bg-gray-50 text-xs uppercase text-gray-600"
              columns={['When', 'Who', 'Action', 'Record', 'Before → after']}
            />
            <tbody className="divide-y divide-gray-100">
              {log.items.map((entry) => {
                const href = recordLink(entry);
                return (
                  <tr key={entry.id} className="align-top">
                    <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal text-gray-700">
                      <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
                    </th>
                    <td className="px-3 py-2">
                      <Link
                        to={`/admin/audit?actor=${entry.actor.id}`}
                        className="text-blue-700 hover:underline"
                        title="Only this staff member’s entries"
                      >
                        {entry.actor.name}
                      </Link>
                      <span className="block text-xs text-gray-600">{entry.actor.email}</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{entry.action}</td>
                    <td className="px-3 py-2">
                      <span className="text-gray-600">{entry.entityType} </span>
                      {href ? (
                        <Link
                          to={href}
                          title={entry.entityId}
                          className="font-mono text-xs text-blue-700 hover:underline"
                        >
                          {entry.entityId.slice(0, 8)}
                        </Link>
                      ) : (
                        <span className="font-mono text-xs">{entry.entityId}</span>
                      )}
                    </td>
                    <td className="min-w-64 px-3 py-2">
                      <Changes before={entry.before} after={entry.after} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <PageLinks page={log.page} totalPages={log.totalPages} label="Audit log pages" />
    </section>
  );
}
