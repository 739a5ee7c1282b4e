import { useId, useState } from 'react';
import { acceptedImageTypesText, uploadLimitText } from '../../../../domain/shared/limits';
import { useImageUpload } from '../../../lib/use-image-upload';
import { FieldError } from '../../ui/field-error';
import { ImagePickButtons } from '../../ui/image-pick-buttons';
import { RequiredMark } from '../../ui/text-field';
import { imageFileProblem } from '../../profile/profile-form';

/**
 * A picture field of the content forms (rule:home-content): the shop's upload pipeline, as the profile picture
 * uses it (rule:upload-rules). The file is uploaded as soon as it is chosen and the preview shows the stored image;
 * nothing changes on the home page until the form is saved, which claims the upload (rule:upload-quarantine).
 */
export function ContentImagePicker({
  label,
  required = false,
  imageUrl,
  error,
  previewClassName,
  testId,
  onChange,
  onUploadingChange,
}: {
  label: string;
  /** The form needs a picture: the label is marked, and says so to screen readers (rule:required-fields-marked). */
  required?: boolean;
  imageUrl: string;
  /** The server's or the form's message about the picture. */
  error?: string;
  previewClassName: string;
  testId: string;
  onChange: (imageUrl: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const [problem, setProblem] = useState<string | undefined>();
  const { uploading, fileInput, upload } = useImageUpload({
    onUploaded: (url) => {
      setProblem(undefined);
      onChange(url);
    },
    onUploadingChange,
    onError: setProblem,
  });
  const id = useId();
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const message = problem ?? error;

  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className="mb-1.5 block text-sm font-medium text-gray-900">
        {label}
        {required ? <RequiredMark spoken /> : null}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={`${label}: chosen picture`}
            className={previewClassName}
            data-testid={`${testId}-preview`}
          />
        ) : null}
        <ImagePickButtons
          id={id}
          fileInput={fileInput}
          hasImage={imageUrl !== ''}
          uploading={uploading}
          chooseLabel="Upload picture"
          changeLabel="Change picture"
          describedBy={message ? `${errorId} ${statusId}` : statusId}
          invalid={Boolean(message)}
          testId={testId}
          onFile={(file) => {
            const refused = imageFileProblem(file);
            setProblem(refused ?? undefined);
            if (!refused) void upload(file);
          }}
          onRemove={() => onChange('')}
        />
      </div>
      <FieldError id={errorId} message={message} />
      <p id={statusId} aria-live="polite" className="mt-1 text-sm text-gray-600">
        {uploading ? 'Uploading...' : `${acceptedImageTypesText}, up to ${uploadLimitText}.`}
      </p>
    </div>
  );
}
