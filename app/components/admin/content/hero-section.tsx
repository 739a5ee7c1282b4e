import { useState } from 'react';
import { formatRupees } from '../../../../domain/shared/money';
import { createHeroEntryBodySchema, updateHeroEntryBodySchema } from '../../../../domain/schemas/admin-content';
import type { AdminHeroEntry } from '../../../../domain/views/admin-content';
import { FieldError } from '../../ui/field-error';
import { TextField } from '../../ui/text-field';
import { ConfirmDialog } from './confirm-dialog';
import { checkboxLabel, sectionCard } from './content-styles';
import { EntryActions } from './entry-actions';
import { FormFooter } from './form-footer';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from '../use-staff-write';
import { useEntryForm } from './use-entry-form';

/** The fields the form shows a message beside; a refusal about any other is the form's message. */
const heroFields = ['title', 'subTitle', 'isActive', 'placeFirst'];

interface HeroDraft {
  title: string;
  subTitle: string;
  isActive: boolean;
}

/** The fields of a hero entry, for adding one or editing one in place; the server's messages sit by each field. */
function HeroForm({
  idPrefix,
  initial,
  withPlaceFirst,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial: HeroDraft;
  withPlaceFirst: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: HeroDraft & { placeFirst: boolean }) => Promise<FieldErrors | null>;
  onCancel?: () => void;
}) {
  const { draft, setDraft, errors, submit } = useEntryForm({ ...initial, placeFirst: false }, onSubmit, !onCancel);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 md:grid-cols-2">
      <TextField
        label="Title (the badge)"
        name="title"
        required
        value={draft.title}
        onChange={(title) => setDraft({ ...draft, title })}
        error={errors.title}
      />
      <TextField
        label="Subtitle"
        name="subTitle"
        value={draft.subTitle}
        onChange={(subTitle) => setDraft({ ...draft, subTitle })}
        error={errors.subTitle}
      />
      <div className="flex flex-wrap gap-x-6 md:col-span-2">
        <label className={checkboxLabel}>
          <input
            type="checkbox"
            name="isActive"
            checked={draft.isActive}
            onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })}
          />
          Active (may be shown on the home page)
        </label>
        {withPlaceFirst ? (
          <label className={checkboxLabel}>
            <input
              type="checkbox"
              name="placeFirst"
              checked={draft.placeFirst}
              onChange={(e) => setDraft({ ...draft, placeFirst: e.target.checked })}
            />
            Place first
          </label>
        ) : null}
      </div>
      <FieldError id={`${idPrefix}-active-error`} message={errors.isActive ?? errors.placeFirst} />
      <FormFooter error={errors.form} submitLabel={submitLabel} disabled={busy} onCancel={onCancel} />
    </form>
  );
}

function HeroRow({ entry, position, count }: { entry: AdminHeroEntry; position: number; count: number }) {
  const { send, busy } = useStaffWrite();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function save(draft: HeroDraft): Promise<FieldErrors | null> {
    const parsed = updateHeroEntryBodySchema.safeParse(draft);
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues, heroFields);
    const { errors } = await send({
      method: 'PUT',
      path: `content/hero/${encodeURIComponent(entry.id)}`,
      body: parsed.data,
      fields: heroFields,
    });
    if (!errors) setEditing(false);
    return errors;
  }

  return (
    <li className="border-t border-gray-100 py-3 first:border-t-0" data-testid="hero-entry">
      {editing ? (
        <HeroForm
          idPrefix={`hero-${entry.id}`}
          initial={{ title: entry.title, subTitle: entry.subTitle, isActive: entry.isActive }}
          withPlaceFirst={false}
          submitLabel="Save"
          busy={busy}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold break-words text-gray-900">
              <span className="mr-2 text-gray-600">{position}.</span>
              <span data-testid="hero-entry-title">{entry.title}</span>
            </p>
            {entry.subTitle ? <p className="mt-0.5 text-sm break-words text-gray-700">{entry.subTitle}</p> : null}
            <p className="mt-1 text-sm">
              {entry.onHomePage ? (
                <span className="font-medium text-emerald-800">Shown on the home page</span>
              ) : entry.isActive ? (
                <span className="text-gray-700">Active, waiting behind the one above</span>
              ) : (
                <span className="text-gray-600">Off</span>
              )}
            </p>
          </div>
          <EntryActions
            label={entry.title}
            position={position}
            count={count}
            busy={busy}
            onMove={(direction) =>
              void send({
                path: `content/hero/${encodeURIComponent(entry.id)}/move`,
                body: { direction },
                success: `${entry.title} moved ${direction}`,
              })
            }
            onEdit={() => setEditing(true)}
            onDelete={() => setConfirming(true)}
          />
        </div>
      )}
      {confirming ? (
        <ConfirmDialog
          title={`Delete the hero entry ${entry.title}?`}
          text="It is gone for good. To keep it for later, turn it off instead."
          confirmLabel="Delete entry"
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            void send({
              method: 'DELETE',
              path: `content/hero/${encodeURIComponent(entry.id)}`,
              success: `${entry.title} deleted`,
            }).then(({ ok }) => {
              if (ok) setConfirming(false);
            })
          }
        />
      ) : null}
    </li>
  );
}

/**
 * Hero entries (rule:home-content, rule:active-hero-entry): the list in order, the one the home page shows marked,
 * each editable in place, movable, deletable after a question; and a form to add one, last or first.
 */
export function HeroSection({
  entries,
  freeShippingThreshold,
}: {
  entries: AdminHeroEntry[];
  freeShippingThreshold: number;
}) {
  const { send, busy } = useStaffWrite();

  async function add(draft: HeroDraft & { placeFirst: boolean }): Promise<FieldErrors | null> {
    const parsed = createHeroEntryBodySchema.safeParse(draft);
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues, heroFields);
    return (await send({ path: 'content/hero', body: parsed.data, fields: heroFields })).errors;
  }

  return (
    <section aria-labelledby="hero-heading" className="mt-6">
      <h2 id="hero-heading" className="text-xl font-semibold text-gray-900">
        Hero
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        The home page shows the first active entry: its title as the badge and its subtitle. The free-shipping line
        always shows the shop&apos;s threshold, {formatRupees(freeShippingThreshold)}, the same figure the cart uses.
      </p>
      <div className={sectionCard}>
        {entries.length === 0 ? (
          <p className="text-sm text-gray-700">No hero entries yet: the hero shows its heading alone.</p>
        ) : (
          <ol aria-label="Hero entries in order">
            {entries.map((entry, index) => (
              <HeroRow key={entry.id} entry={entry} position={index + 1} count={entries.length} />
            ))}
          </ol>
        )}
      </div>
      <div className={sectionCard}>
        <h3 className="mb-3 font-semibold text-gray-900">Add a hero entry</h3>
        <HeroForm
          idPrefix="new-hero"
          initial={{ title: '', subTitle: '', isActive: true }}
          withPlaceFirst
          submitLabel="Add entry"
          busy={busy}
          onSubmit={add}
        />
      </div>
    </section>
  );
}
