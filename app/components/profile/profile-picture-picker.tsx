import { useId } from 'react';
import { uploadLimitText } from '../../../domain/shared/limits';
import { useT } from '../../i18n/shop-i18n';
import { useImageUpload } from '../../lib/use-image-upload';
import { ImagePickButtons } from '../ui/image-pick-buttons';
import { ProfileAvatar } from './profile-avatar';
import { imageFileProblem } from './profile-form';

/**
 * rule:profile-screen: "profile image upload" in the Edit Profile modal. The picture is uploaded as
 * soon as it is chosen (POST /api/upload/uploadImage, multipart field `file`) and the preview
 * shows the stored image (data.data.imageUrl), exactly what the profile will show after Save.
 * Nothing changes on the profile until Save. rule:failures-shown: a refused upload says why, here and
 * in the caller's toast.
 */
export function ProfilePicturePicker({
  fullName,
  imageUrl,
  error,
  onChange,
  onUploadingChange,
  onError,
}: {
  fullName: string;
  imageUrl: string;
  error?: string;
  onChange: (imageUrl: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  onError: (message: string | undefined) => void;
}) {
  const t = useT();
  const {
    uploading,
    fileInput,
    upload: uploadFile,
  } = useImageUpload({ onUploaded: onChange, onUploadingChange, onError });
  const id = useId();
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;

  async function upload(file: File) {
    const problem = imageFileProblem(file, t);
    onError(problem ?? undefined);
    if (!problem) await uploadFile(file);
  }

  return (
    <div>
      <span className="mb-1.5 block text-sm font-semibold text-gray-900">{t('profile.image')}</span>
      <div className="flex items-center gap-4">
        <span className="relative">
          <ProfileAvatar fullName={fullName || '?'} profilePic={imageUrl} size="md" testId="profile-image-preview" />
          {uploading ? (
            <span
              aria-hidden="true"
              className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70"
            >
              <span className="h-6 w-6 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600" />
            </span>
          ) : null}
        </span>
        <ImagePickButtons
          id={id}
          fileInput={fileInput}
          hasImage={imageUrl !== ''}
          uploading={uploading}
          chooseLabel={t('profile.image.upload')}
          changeLabel={t('profile.image.change')}
          describedBy={error ? `${errorId} ${statusId}` : statusId}
          invalid={Boolean(error)}
          testId="profile-image-input"
          onFile={(file) => void upload(file)}
          onRemove={() => onChange('')}
        />
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p id={statusId} aria-live="polite" className="mt-1 text-sm text-gray-600">
        {uploading ? t('account.picture.uploading') : t('account.picture.limits', { limit: uploadLimitText })}
      </p>
    </div>
  );
}
