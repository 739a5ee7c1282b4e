import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { uploadLimitText } from '../../../domain/shared/limits';
import { useT } from '../../i18n/shop-i18n';
import { useImageUpload } from '../../lib/use-image-upload';
import { ImagePickButtons } from '../ui/image-pick-buttons';

/**
 * rule:sign-up-form "optional profile picture upload with preview": uploaded as soon as it is
 * chosen, the preview shows the stored picture (lib/use-image-upload.ts).
 */
export function ProfilePictureInput({
  imageUrl,
  onChange,
  onUploadingChange,
}: {
  imageUrl: string;
  onChange: (imageUrl: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const t = useT();
  const { uploading, fileInput, upload } = useImageUpload({ onUploaded: onChange, onUploadingChange });
  const id = useId();
  const statusId = `${id}-status`;

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-gray-900">
        {t('account.picture')} <span className="font-normal text-gray-600">{t('account.picture.optional')}</span>
      </span>
      <div className="flex items-center gap-4">
        <span className="relative inline-flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-50 ring-1 ring-gray-200">
          {imageUrl ? (
            <img
              src={imageUrl}
              alt={t('account.picture.alt')}
              className="h-full w-full object-cover"
              data-testid="profile-picture-preview"
            />
          ) : (
            <UserRound aria-hidden="true" className="h-8 w-8 text-indigo-300" />
          )}
          {uploading ? (
            <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-white/70">
              <span className="h-6 w-6 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600" />
            </span>
          ) : null}
        </span>
        <ImagePickButtons
          id={id}
          fileInput={fileInput}
          hasImage={imageUrl !== ''}
          uploading={uploading}
          chooseLabel={t('account.picture.choose')}
          changeLabel={t('account.picture.change')}
          describedBy={statusId}
          name="profilePicture"
          onFile={(file) => void upload(file)}
          onRemove={() => onChange('')}
        />
      </div>
      <p id={statusId} aria-live="polite" className="mt-1.5 text-sm text-gray-600">
        {uploading
          ? t('account.picture.uploading')
          : imageUrl
            ? t('account.picture.added')
            : t('account.picture.limits', { limit: uploadLimitText })}
      </p>
    </div>
  );
}
