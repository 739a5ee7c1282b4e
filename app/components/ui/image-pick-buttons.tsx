import { ImagePlus, X } from 'lucide-react';
import type { RefObject } from 'react';
import { acceptedImageTypes } from '../../../domain/shared/limits';
import { useT } from '../../i18n/shop-i18n';

/**
 * The controls of a picture field: a visually hidden file input behind a button-like label,
 * and Remove once there is a picture. Busy while an upload runs. Shared by the sign-up form
 * and the Edit Profile modal, which bring their own preview, texts and messages.
 */
export function ImagePickButtons({
  id,
  fileInput,
  hasImage,
  uploading,
  chooseLabel,
  changeLabel,
  describedBy,
  invalid,
  name,
  testId,
  onFile,
  onRemove,
}: {
  id: string;
  fileInput: RefObject<HTMLInputElement | null>;
  hasImage: boolean;
  uploading: boolean;
  chooseLabel: string;
  changeLabel: string;
  describedBy: string;
  invalid?: boolean;
  name?: string;
  testId?: string;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={fileInput}
        id={id}
        type="file"
        name={name}
        accept={acceptedImageTypes.join(',')}
        disabled={uploading}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
        className="peer sr-only"
        data-testid={testId}
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:cursor-wait peer-disabled:opacity-75"
      >
        <ImagePlus aria-hidden="true" className="h-4 w-4" />
        {hasImage ? changeLabel : chooseLabel}
      </label>
      {hasImage && !uploading ? (
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X aria-hidden="true" className="h-4 w-4" /> {t('ui.remove')}
        </button>
      ) : null}
    </div>
  );
}
