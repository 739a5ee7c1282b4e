import { useId, useState } from 'react';
import { createTestimonialBodySchema, updateTestimonialBodySchema } from '../../../../domain/schemas/admin-content';
import type { AdminTestimonial } from '../../../../domain/views/admin-content';
import { describedBy } from '../../ui/describe-ids';
import { FieldError } from '../../ui/field-error';
import { inputClass, labelClass } from '../../ui/field-styles';
import { RatingText } from '../rating-text';
import { SelectField } from '../../ui/select-field';
import { RequiredMark, TextField } from '../../ui/text-field';
import { ConfirmDialog } from './confirm-dialog';
import { checkboxLabel, sectionCard } from './content-styles';
import { EntryActions } from './entry-actions';
import { PictureEntryForm, type EntryFormProps } from './picture-entry-form';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from '../use-staff-write';

interface TestimonialDraft {
  name: string;
  title: string;
  rating: number;
  comment: string;
  image: string;
  isVisible: boolean;
}

/** The fields the form shows a message beside; a refusal about any other is the form's message. */
const testimonialFields = ['name', 'title', 'rating', 'comment', 'image'];
const emptyDraft: TestimonialDraft = { name: '', title: '', rating: 5, comment: '', image: '', isVisible: true };
const portrait = 'h-16 w-16 rounded-full bg-indigo-100 object-cover';

/** The fields of a testimonial, for adding one or editing one in place; the server's messages sit by each field. */
function TestimonialForm(entry: EntryFormProps<TestimonialDraft>) {
  const id = useId();

  return (
    <PictureEntryForm {...entry} previewClassName={portrait}>
      {({ draft, setDraft, errors }) => (
        <>
          <TextField
            label="Name"
            name="name"
            required
            value={draft.name}
            onChange={(name) => setDraft({ ...draft, name })}
            error={errors.name}
          />
          <TextField
            label="Title"
            name="title"
            value={draft.title}
            hint="For example: Verified Buyer, Chennai."
            onChange={(title) => setDraft({ ...draft, title })}
            error={errors.title}
          />
          <SelectField
            label="Rating"
            name="rating"
            required
            value={draft.rating}
            onChange={(rating) => setDraft({ ...draft, rating: Number(rating) })}
            error={errors.rating}
          >
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </SelectField>
          <label className={`${checkboxLabel} self-end`}>
            <input
              type="checkbox"
              name="isVisible"
              checked={draft.isVisible}
              onChange={(e) => setDraft({ ...draft, isVisible: e.target.checked })}
            />
            Shown on the home page
          </label>
          <div className="md:col-span-2">
            <label htmlFor={`${id}-comment`} className={labelClass}>
              Comment
              <RequiredMark />
            </label>
            <textarea
              id={`${id}-comment`}
              name="comment"
              required
              rows={3}
              className={inputClass}
              value={draft.comment}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={describedBy(errors.comment && `${id}-comment-error`)}
              onChange={(e) => setDraft({ ...draft, comment: e.target.value })}
            />
            <FieldError id={`${id}-comment-error`} message={errors.comment} />
          </div>
        </>
      )}
    </PictureEntryForm>
  );
}

function TestimonialRow({
  testimonial: t,
  position,
  count,
}: {
  testimonial: AdminTestimonial;
  position: number;
  count: number;
}) {
  const { send, busy } = useStaffWrite();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const path = `content/testimonials/${encodeURIComponent(t.id)}`;

  async function save(draft: TestimonialDraft): Promise<FieldErrors | null> {
    const parsed = updateTestimonialBodySchema.safeParse(draft);
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues, testimonialFields);
    const { errors } = await send({ method: 'PUT', path, body: parsed.data, fields: testimonialFields });
    if (!errors) setEditing(false);
    return errors;
  }

  return (
    <li className="border-t border-gray-100 py-3 first:border-t-0" data-testid="admin-testimonial">
      {editing ? (
        <TestimonialForm
          initial={{
            name: t.name,
            title: t.title,
            rating: t.rating,
            comment: t.comment,
            image: t.image,
            isVisible: t.isVisible,
          }}
          submitLabel="Save"
          busy={busy}
          testId={`edit-testimonial-${position}`}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
          <div className="flex min-w-0 flex-1 gap-3">
            {t.image ? <img src={t.image} alt="" loading="lazy" className={portrait} /> : null}
            <div className="min-w-0">
              <p className="font-semibold break-words text-gray-900">
                <span className="mr-2 text-gray-600">{position}.</span>
                <span data-testid="admin-testimonial-name">{t.name}</span>
              </p>
              {t.title ? <p className="text-sm text-gray-700">{t.title}</p> : null}
              <RatingText value={t.rating} className="mt-1 block" />
              <p className="mt-1 line-clamp-3 text-sm break-words text-gray-700">{t.comment}</p>
              <p className="mt-1 text-sm">
                {t.isVisible ? (
                  <span className="font-medium text-emerald-800">Shown</span>
                ) : (
                  <span className="text-gray-600">Hidden from the home page</span>
                )}
              </p>
            </div>
          </div>
          <EntryActions
            label={`the testimonial from ${t.name}`}
            position={position}
            count={count}
            busy={busy}
            onMove={(direction) =>
              void send({ path: `${path}/move`, body: { direction }, success: `${t.name} moved ${direction}` })
            }
            shown={t.isVisible}
            onToggleShown={() =>
              void send({
                method: 'PUT',
                path,
                body: { isVisible: !t.isVisible },
                success: t.isVisible ? `${t.name} hidden` : `${t.name} shown`,
              })
            }
            onEdit={() => setEditing(true)}
            onDelete={() => setConfirming(true)}
          />
        </div>
      )}
      {confirming ? (
        <ConfirmDialog
          title={`Delete the testimonial from ${t.name}?`}
          text="It is gone for good. To keep it for later, hide it instead."
          confirmLabel="Delete testimonial"
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            void send({ method: 'DELETE', path }).then(({ ok }) => {
              if (ok) setConfirming(false);
            })
          }
        />
      ) : null}
    </li>
  );
}

/**
 * Testimonials (rule:home-content, rule:testimonials): every one in the slider's order, shown or hidden, each
 * editable in place, movable, hidden or shown with one button, deletable after a question; and a form to add one
 * with a picture uploaded through the shop's pipeline.
 */
export function TestimonialsSection({ testimonials }: { testimonials: AdminTestimonial[] }) {
  const { send, busy } = useStaffWrite();

  async function add(draft: TestimonialDraft): Promise<FieldErrors | null> {
    const parsed = createTestimonialBodySchema.safeParse(draft);
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues, testimonialFields);
    return (await send({ path: 'content/testimonials', body: parsed.data, fields: testimonialFields })).errors;
  }

  return (
    <section aria-labelledby="testimonials-heading" className="mt-10">
      <h2 id="testimonials-heading" className="text-xl font-semibold text-gray-900">
        Testimonials
      </h2>
      <p className="mt-1 text-sm text-gray-700">The slider shows the testimonials marked shown, in this order.</p>
      <div className={sectionCard}>
        {testimonials.length === 0 ? (
          <p className="text-sm text-gray-700">No testimonials yet: the home page leaves the slider out.</p>
        ) : (
          <ol aria-label="Testimonials in order">
            {testimonials.map((t, index) => (
              <TestimonialRow key={t.id} testimonial={t} position={index + 1} count={testimonials.length} />
            ))}
          </ol>
        )}
      </div>
      <div className={sectionCard}>
        <h3 className="mb-3 font-semibold text-gray-900">Add a testimonial</h3>
        <TestimonialForm
          initial={emptyDraft}
          submitLabel="Add testimonial"
          busy={busy}
          testId="new-testimonial"
          onSubmit={add}
        />
      </div>
    </section>
  );
}
