import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../use-staff-write';

/**
 * The state of an entry's form (a hero entry, a testimonial, a category): the draft being typed, the messages per
 * field of the last submit, and the submit that hands the draft to `onSubmit`. An add form starts empty again after
 * a success; an edit form (`resetAfterSuccess` false) is closed by its owner instead.
 */
export function useEntryForm<Draft>(
  initial: Draft,
  onSubmit: (draft: Draft) => Promise<FieldErrors | null>,
  resetAfterSuccess: boolean,
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failed = await onSubmit(draft);
    setErrors(failed ?? {});
    if (!failed && resetAfterSuccess) setDraft(initial);
  }

  return { draft, setDraft, errors, setErrors, submit };
}

/** What `useEntryForm` gives a form, for the pieces a form hands it to (`PictureEntryForm`). */
export type EntryForm<Draft> = ReturnType<typeof useEntryForm<Draft>>;
