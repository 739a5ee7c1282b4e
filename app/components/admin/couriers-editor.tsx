import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { useRevalidator } from 'react-router';
import { api, errorMessage } from '../../lib/api';
import { createCourierBodySchema, updateCourierBodySchema } from '../../../domain/schemas/admin-couriers';
import type { AdminCourier } from '../../../domain/views/admin-couriers';
import { ScrollBox } from './scroll-box';

const input =
  'w-full min-w-0 rounded-md border border-gray-300 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-blue-600';
const primary =
  'inline-flex min-h-10 items-center rounded-md bg-blue-600 px-3 text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60';
const secondary =
  'inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
const templateHint = 'Empty, or an https:// address with {tracking} where the tracking number goes.';

/** One courier's row: its values, or its fields while staff edit it inline. */
function CourierRow({ courier }: { courier: AdminCourier }) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState(courier.name);
  const [template, setTemplate] = useState(courier.trackingUrlTemplate);
  const [active, setActive] = useState(courier.isActive);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = updateCourierBodySchema.safeParse({ name, trackingUrlTemplate: template, isActive: active });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the fields.');
    setBusy(true);
    try {
      const res = await api(`admin/couriers/${encodeURIComponent(courier.id)}`, { method: 'PUT', body: parsed.data });
      toast.success(res.message);
      setEditing(false);
      setError(null);
      await revalidator.revalidate();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (!editing) {
    return (
      <tr className="border-t border-gray-100">
        <th scope="row" className="px-3 py-2 text-left font-semibold text-gray-900">
          {courier.name}
        </th>
        <td className="px-3 py-2 break-all text-gray-700">
          {courier.trackingUrlTemplate || <span className="text-gray-500">No tracking link</span>}
        </td>
        <td className="px-3 py-2">
          <span className={courier.isActive ? 'text-emerald-800' : 'text-gray-600'}>
            {courier.isActive ? 'Active' : 'Off'}
          </span>
        </td>
        <td className="px-3 py-2 text-right">
          <button type="button" className={secondary} onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> {courier.name}</span>
          </button>
        </td>
      </tr>
    );
  }

  const id = `courier-${courier.id}`;
  return (
    <tr className="border-t border-gray-100 bg-blue-50/40">
      <td colSpan={4} className="px-3 py-3">
        <form onSubmit={(e) => void save(e)} className="grid gap-3 md:grid-cols-[12rem_minmax(0,1fr)_auto_auto]">
          <div>
            <label htmlFor={`${id}-name`} className="block text-xs font-medium text-gray-700">
              Name
            </label>
            <input id={`${id}-name`} className={input} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div>
            <label htmlFor={`${id}-template`} className="block text-xs font-medium text-gray-700">
              Tracking link
            </label>
            <input
              id={`${id}-template`}
              className={input}
              value={template}
              inputMode="url"
              aria-describedby={`${id}-hint`}
              onChange={(e) => setTemplate(e.target.value)}
            />
            <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
              {templateHint}
            </p>
          </div>
          <label className="flex items-center gap-2 self-center text-sm text-gray-800">
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Active
          </label>
          <div className="flex items-center gap-2 self-center">
            <button type="submit" className={primary} disabled={busy}>
              Save
            </button>
            <button
              type="button"
              className={secondary}
              onClick={() => {
                setEditing(false);
                setError(null);
                setName(courier.name);
                setTemplate(courier.trackingUrlTemplate);
                setActive(courier.isActive);
              }}
            >
              Cancel
            </button>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-800 md:col-span-4">
              {error}
            </p>
          ) : null}
        </form>
      </td>
    </tr>
  );
}

function AddCourierForm() {
  const revalidator = useRevalidator();
  const [name, setName] = useState('');
  const [template, setTemplate] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = createCourierBodySchema.safeParse({ name, trackingUrlTemplate: template });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the fields.');
    setBusy(true);
    try {
      const res = await api('admin/couriers', { method: 'POST', body: parsed.data });
      toast.success(res.message);
      setName('');
      setTemplate('');
      setError(null);
      await revalidator.revalidate();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void add(e)}
      aria-labelledby="add-courier-heading"
      className="mt-6 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="add-courier-heading" className="text-lg font-semibold text-gray-900">
        Add a courier
      </h2>
      <div className="mt-3 grid gap-3 md:grid-cols-[14rem_minmax(0,1fr)_auto]">
        <div>
          <label htmlFor="new-courier-name" className="block text-sm font-medium text-gray-700">
            Name
          </label>
          <input id="new-courier-name" className={input} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div>
          <label htmlFor="new-courier-template" className="block text-sm font-medium text-gray-700">
            Tracking link
          </label>
          <input
            id="new-courier-template"
            className={input}
            value={template}
            inputMode="url"
            placeholder="https://example.in/track/{tracking}"
            aria-describedby="new-courier-hint"
            onChange={(e) => setTemplate(e.target.value)}
          />
          <p id="new-courier-hint" className="mt-1 text-xs text-gray-600">
            {templateHint}
          </p>
        </div>
        <div className="self-start md:pt-5">
          <button type="submit" className={primary} disabled={busy}>
            Add courier
          </button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The couriers staff ship with (rule:courier-tracking): a table with inline editing, and a form to add one.
 * Writes go through /api/admin/couriers, then the page's data reloads.
 */
export function CouriersEditor({ couriers }: { couriers: AdminCourier[] }) {
  return (
    <>
      <ScrollBox label="Couriers" className="mt-4 rounded-lg border border-gray-200 bg-white">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">Couriers</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Courier
              </th>
              <th scope="col" className="px-3 py-2">
                Tracking link
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {couriers.map((courier) => (
              <CourierRow
                key={`${courier.id}:${courier.name}:${courier.trackingUrlTemplate}:${courier.isActive}`}
                courier={courier}
              />
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <AddCourierForm />
    </>
  );
}
