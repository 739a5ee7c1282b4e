import { useState, type ReactNode } from 'react';
import type { FieldErrors } from '../use-staff-write';
import { ContentImagePicker } from './content-image-picker';
import { FormFooter } from './form-footer';
import { useEntryForm, type EntryForm } from './use-entry-form';

/** What the owner of an entry's form gives it: the draft to start from, what saving does, and its looks. */
export interface EntryFormProps<Draft> {
  initial: Draft;
  submitLabel: string;
  busy: boolean;
  testId: string;
  onSubmit: (draft: Draft) => Promise<FieldErrors | null>;
  /** Given when the form edits an entry in place; an add form has no Cancel and starts empty after a success. */
  onCancel?: () => void;
}

/**
 * The form of an entry that has a picture (a testimonial, a category): the entry's own fields (`children`, given the
 * form's state), then its picture (required, uploaded as soon as it is chosen and claimed when the form is saved),
 * then the footer. Saving waits while the picture uploads; choosing a new one clears the picture's message.
 */
export function PictureEntryForm<Draft extends { image: string }>({
  initial,
  submitLabel,
  busy,
  testId,
  onSubmit,
  onCancel,
  previewClassName,
  wrap,
  children,
}: EntryFormProps<Draft> & {
  previewClassName: string;
  /** Lets the footer's buttons wrap on a narrow screen. */
  wrap?: boolean;
  children: (form: EntryForm<Draft>) => ReactNode;
}) {
  const form = useEntryForm(initial, onSubmit, !onCancel);
  const [uploading, setUploading] = useState(false);
  const { draft, setDraft, errors, setErrors, submit } = form;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 md:grid-cols-2" data-testid={testId}>
      {children(form)}
      <div className="md:col-span-2">
        <ContentImagePicker
          label="Picture"
          required
          imageUrl={draft.image}
          error={errors.image}
          previewClassName={previewClassName}
          testId={`${testId}-image`}
          onChange={(image) => {
            setDraft((d) => ({ ...d, image }));
            setErrors((e) => ({ ...e, image: undefined }));
          }}
          onUploadingChange={setUploading}
        />
      </div>
      <FormFooter
        error={errors.form}
        submitLabel={submitLabel}
        disabled={busy || uploading}
        onCancel={onCancel}
        wrap={wrap}
      />
    </form>
  );
}
