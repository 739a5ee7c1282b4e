import { maxCategoryNameLength } from '../../../../domain/schemas/admin-categories';
import { gstRatesBp } from '../../../../domain/shared/gst-rates';
import { defaultReturnDays, maxReturnDays } from '../../../../domain/shared/return-rules';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { checkboxLabel } from '../content/content-styles';
import { PictureEntryForm, type EntryFormProps } from '../content/picture-entry-form';

export interface CategoryDraft {
  name: string;
  image: string;
  hsnCode: string;
  gstRateBp: number;
  /** As typed: whole days, 0 for not returnable (rule:return-window). */
  returnDays: string;
  isActive: boolean;
}

export const emptyCategoryDraft: CategoryDraft = {
  name: '',
  image: '',
  hsnCode: '',
  gstRateBp: 1800,
  returnDays: String(defaultReturnDays),
  isActive: true,
};

/** The fields the form shows a message beside (its visibility has none: a refusal about it is the form's message). */
export const categoryFormFields = ['name', 'image', 'hsnCode', 'gstRateBp', 'returnDays'];

/** The draft as the API takes it: the typed window as a number, or null for blank (which the schema refuses). */
export function categoryBody(draft: CategoryDraft) {
  const days = draft.returnDays.trim();
  return { ...draft, returnDays: days === '' ? null : Number(days) };
}

/** The picture's frame in the form and the list: the carousel shows categories as squares. */
export const categoryThumb = 'h-16 w-16 shrink-0 rounded-md bg-gray-100 object-cover';

/**
 * The fields of a category (rule:admin-categories), for adding one or editing one in place: name, picture (uploaded
 * through the shop as soon as it is chosen, claimed when the form is saved), and the HSN code and GST rate its
 * products take unless they have their own (rule:gst-invoice), and their return window (rule:return-window). The
 * server's messages sit beside each field.
 */
export function CategoryForm({
  withVisibility,
  ...entry
}: EntryFormProps<CategoryDraft> & {
  /** Adding offers "Shown to shoppers"; an existing category has its own Hide or Show button. */
  withVisibility: boolean;
}) {
  return (
    <PictureEntryForm {...entry} previewClassName={categoryThumb} wrap>
      {({ draft, setDraft, errors }) => (
        <>
          <TextField
            label="Name"
            name="name"
            required
            value={draft.name}
            maxLength={maxCategoryNameLength}
            onChange={(name) => setDraft({ ...draft, name })}
            error={errors.name}
          />
          <TextField
            label="HSN code"
            name="hsnCode"
            required
            inputMode="numeric"
            value={draft.hsnCode}
            hint="4, 6 or 8 digits; the products of this category take it unless they have their own."
            onChange={(hsnCode) => setDraft({ ...draft, hsnCode })}
            error={errors.hsnCode}
          />
          <SelectField
            label="GST rate"
            name="gstRateBp"
            value={draft.gstRateBp}
            onChange={(gstRateBp) => setDraft({ ...draft, gstRateBp: Number(gstRateBp) })}
            error={errors.gstRateBp}
          >
            {gstRatesBp.map((bp) => (
              <option key={bp} value={bp}>
                {bp / 100}%
              </option>
            ))}
          </SelectField>
          <TextField
            label="Return window (days)"
            name="returnDays"
            required
            inputMode="numeric"
            value={draft.returnDays}
            hint={`Days from delivery its products may be returned or exchanged, up to ${maxReturnDays}; 0 if not returnable.`}
            onChange={(returnDays) => setDraft({ ...draft, returnDays })}
            error={errors.returnDays}
          />
          {withVisibility ? (
            <label className={`${checkboxLabel} self-end`}>
              <input
                type="checkbox"
                name="isActive"
                checked={draft.isActive}
                onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })}
              />
              Shown to shoppers
            </label>
          ) : null}
        </>
      )}
    </PictureEntryForm>
  );
}
