import { useState, type FormEvent } from 'react';
import { addBannerBodySchema, bannerKindLabels, type BannerKind } from '../../../../domain/schemas/admin-content';
import type { AdminBanner } from '../../../../domain/views/admin-content';
import { ConfirmDialog } from './confirm-dialog';
import { ContentImagePicker } from './content-image-picker';
import { dangerButton, primaryButton, sectionCard } from './content-styles';
import { MoveButtons } from './move-buttons';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from '../use-staff-write';

const kindTitles: Record<BannerKind, string> = {
  desktop: 'Wide screens (640 px and wider)',
  mobile: 'Phones (under 640 px)',
};
/** The thumbnails keep each kind's shape: the seeded desktop banners are 8:3, the mobile ones 4:5. */
const thumbClass: Record<BannerKind, string> = {
  desktop: 'aspect-[8/3] w-full max-w-xs rounded-md bg-gray-100 object-cover',
  mobile: 'aspect-[4/5] w-24 rounded-md bg-gray-100 object-cover',
};

function BannerRow({ banner, position, count }: { banner: AdminBanner; position: number; count: number }) {
  const { send, busy } = useStaffWrite();
  const [confirming, setConfirming] = useState(false);
  const name = `banner ${position} for ${bannerKindLabels[banner.kind]}`;
  return (
    <li
      className="flex flex-col gap-2 border-t border-gray-100 py-3 first:border-t-0 sm:flex-row sm:items-center"
      data-testid={`banner-${banner.kind}`}
    >
      <img src={banner.image} alt={`Banner ${position}`} loading="lazy" className={thumbClass[banner.kind]} />
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <MoveButtons
          label={name}
          position={position}
          count={count}
          busy={busy}
          onMove={(direction) =>
            void send({
              path: `content/banners/${encodeURIComponent(banner.id)}/move`,
              body: { direction },
              success: `Banner moved ${direction}`,
            })
          }
        />
        <button type="button" className={dangerButton} onClick={() => setConfirming(true)}>
          Remove<span className="sr-only"> {name}</span>
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={`Remove ${name}?`}
          text="The hero stops showing this picture at once."
          confirmLabel="Remove banner"
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            void send({ method: 'DELETE', path: `content/banners/${encodeURIComponent(banner.id)}` }).then(({ ok }) => {
              if (ok) setConfirming(false);
            })
          }
        />
      ) : null}
    </li>
  );
}

/** Upload a picture, see it, then add it after the others of its kind (the add claims the upload). */
function AddBannerForm({ kind }: { kind: BannerKind }) {
  const { send, busy } = useStaffWrite();
  const [image, setImage] = useState('');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = addBannerBodySchema.safeParse({ image });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, ['image']));
    const result = await send({ path: `content/banners/${kind}`, body: parsed.data, fields: ['image'] });
    setErrors(result.errors ?? {});
    if (result.ok) setImage('');
  }

  return (
    <form onSubmit={(e) => void add(e)} noValidate className="mt-3 border-t border-gray-200 pt-3">
      <ContentImagePicker
        label={`New banner for ${bannerKindLabels[kind]}`}
        required
        imageUrl={image}
        error={errors.image}
        previewClassName={thumbClass[kind]}
        testId={`new-banner-${kind}`}
        onChange={(url) => {
          setImage(url);
          setErrors({});
        }}
        onUploadingChange={setUploading}
      />
      {errors.form ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className={`${primaryButton} mt-3`} disabled={busy || uploading}>
        Add banner<span className="sr-only"> for {bannerKindLabels[kind]}</span>
      </button>
    </form>
  );
}

/**
 * Banners (rule:home-content, rule:banner-rotation): the pictures the hero rotates through, one ordered list for
 * wide screens and one for phones, each movable and removable, and a picture upload to add one.
 */
export function BannersSection({ banners }: { banners: Record<BannerKind, AdminBanner[]> }) {
  return (
    <section aria-labelledby="banners-heading" className="mt-10">
      <h2 id="banners-heading" className="text-xl font-semibold text-gray-900">
        Banners
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        The hero rotates through these pictures every 5 seconds, in this order. Phones use their own list, so a picture
        can be framed for a tall screen.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['desktop', 'mobile'] as const).map((kind) => (
          <div key={kind} className={sectionCard}>
            <h3 className="font-semibold text-gray-900">{kindTitles[kind]}</h3>
            {banners[kind].length === 0 ? (
              <p className="mt-2 text-sm text-gray-700">No banners yet.</p>
            ) : (
              <ol aria-label={`Banners for ${bannerKindLabels[kind]} in order`} className="mt-2">
                {banners[kind].map((banner, index) => (
                  <BannerRow key={banner.id} banner={banner} position={index + 1} count={banners[kind].length} />
                ))}
              </ol>
            )}
            <AddBannerForm kind={kind} />
          </div>
        ))}
      </div>
    </section>
  );
}
