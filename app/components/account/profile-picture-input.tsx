import { ImagePlus, UserRound, X } from 'lucide-react';
import { useId } from 'react';
import { useImageUpload } from '../../lib/use-image-upload';

/**
 * spec §2 Sign up "optional profile picture upload with preview": uploaded as soon as it is
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
  const { uploading, fileInput, upload } = useImageUpload({ onUploaded: onChange, onUploadingChange });
  const id = useId();
  const statusId = `${id}-status`;

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-gray-900">
        Profile picture <span className="font-normal text-gray-600">(optional)</span>
      </span>
      <div className="flex items-center gap-4">
        <span className="relative inline-flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-50 ring-1 ring-gray-200">
          {imageUrl ? (
            <img src={imageUrl} alt="Your profile picture" className="h-full w-full object-cover" data-testid="profile-picture-preview" />
          ) : (
            <UserRound aria-hidden="true" className="h-8 w-8 text-indigo-300" />
          )}
          {uploading ? (
            <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-white/70">
              <span className="h-6 w-6 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600" />
            </span>
          ) : null}
        </span>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={fileInput}
            id={id}
            type="file"
            name="profilePicture"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={uploading}
            aria-describedby={statusId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:cursor-wait peer-disabled:opacity-75"
          >
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
            {imageUrl ? 'Change picture' : 'Choose picture'}
          </label>
          {imageUrl && !uploading ? (
            <button
              type="button"
              onClick={() => onChange('')}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X aria-hidden="true" className="h-4 w-4" /> Remove
            </button>
          ) : null}
        </div>
      </div>
      <p id={statusId} aria-live="polite" className="mt-1.5 text-sm text-gray-600">
        {uploading ? 'Uploading...' : imageUrl ? 'Picture added.' : 'PNG, JPEG, WebP or GIF, up to 5 MB.'}
      </p>
    </div>
  );
}
