import { useState, type FormEvent } from 'react';
import { createCourierBodySchema, updateCourierBodySchema } from '../../../domain/schemas/admin-couriers';
import { maxCourierNameLength, maxTrackingUrlLength } from '../../../domain/shared/limits';
import type { AdminCourier } from '../../../domain/views/admin-couriers';
import { describedBy } from '../ui/describe-ids';
import { FieldError } from '../ui/field-error';
import { RequiredMark } from '../ui/text-field';
import { ScrollBox } from './scroll-box';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from './use-staff-write';

const input =
  'w-full min-w-0 rounded-md border border-gray-300 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-blue-600';
const primary =
  'inline-flex min-h-10 items-center rounded-md bg-blue-600 px-3 text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60';
const secondary =
  'inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
const templateHint = 'Empty, or an https:// address with {tracking} where the tracking number goes.';
/** The fields the forms show a message beside; a refusal about any other is the form's message. */
const fields = ['name', 'trackingUrlTemplate'];

/** One courier's row: its values, or its fields while staff edit it inline. */
function CourierRow({ courier }: { courier: AdminCourier }) {
  const { send, busy } = useStaffWrite();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(courier.name);
  const [template, setTemplate] = useState(courier.trackingUrlTemplate);
  const [active, setActive] = useState(courier.isActive);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = updateCourierBodySchema.safeParse({ name, trackingUrlTemplate: template, isActive: active });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, fields));
    const result = await send({
      method: 'PUT',
      path: `couriers/${encodeURIComponent(courier.id)}`,
      body: parsed.data,
      fields,
    });
    setErrors(result.errors ?? {});
    if (result.ok) setEditing(false);
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
        <form
          onSubmit={(e) => void save(e)}
          noValidate
          className="grid gap-3 md:grid-cols-[12rem_minmax(0,1fr)_auto_auto]"
        >
          <div>
            <label htmlFor={`${id}-name`} className="block text-xs font-medium text-gray-700">
              Name
              <RequiredMark />
            </label>
            <input
              id={`${id}-name`}
              required
              className={input}
              value={name}
              maxLength={maxCourierNameLength}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy(errors.name && `${id}-name-error`)}
              onChange={(e) => setName(e.target.value)}
            />
            <FieldError id={`${id}-name-error`} message={errors.name} />
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
              maxLength={maxTrackingUrlLength}
              aria-invalid={errors.trackingUrlTemplate ? true : undefined}
              aria-describedby={describedBy(`${id}-hint`, errors.trackingUrlTemplate && `${id}-template-error`)}
              onChange={(e) => setTemplate(e.target.value)}
            />
            <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
              {templateHint}
            </p>
            <FieldError id={`${id}-template-error`} message={errors.trackingUrlTemplate} />
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
                setErrors({});
                setName(courier.name);
                setTemplate(courier.trackingUrlTemplate);
                setActive(courier.isActive);
              }}
            >
              Cancel
            </button>
          </div>
          {errors.form ? (
            <p role="alert" className="text-sm text-red-800 md:col-span-4">
              {errors.form}
            </p>
          ) : null}
        </form>
      </td>
    </tr>
  );
}

function AddCourierForm() {
  const { send, busy } = useStaffWrite();
  const [name, setName] = useState('');
  const [template, setTemplate] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = createCourierBodySchema.safeParse({ name, trackingUrlTemplate: template });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, fields));
    const result = await send({ path: 'couriers', body: parsed.data, fields });
    setErrors(result.errors ?? {});
    if (result.ok) {
      setName('');
      setTemplate('');
    }
  }

  return (
    <form
      onSubmit={(e) => void add(e)}
      noValidate
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
            <RequiredMark />
          </label>
          <input
            id="new-courier-name"
            required
            className={input}
            value={name}
            maxLength={maxCourierNameLength}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(errors.name && 'new-courier-name-error')}
            onChange={(e) => setName(e.target.value)}
          />
          <FieldError id="new-courier-name-error" message={errors.name} />
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
            maxLength={maxTrackingUrlLength}
            aria-invalid={errors.trackingUrlTemplate ? true : undefined}
            aria-describedby={describedBy(
              'new-courier-hint',
              errors.trackingUrlTemplate && 'new-courier-template-error',
            )}
            onChange={(e) => setTemplate(e.target.value)}
          />
          <p id="new-courier-hint" className="mt-1 text-xs text-gray-600">
            {templateHint}
          </p>
          <FieldError id="new-courier-template-error" message={errors.trackingUrlTemplate} />
        </div>
        <div className="self-start md:pt-5">
          <button type="submit" className={primary} disabled={busy}>
            Add courier
          </button>
        </div>
      </div>
      {errors.form ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errors.form}
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
