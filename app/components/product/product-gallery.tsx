import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/shop-i18n';
import { productThumbnail, responsiveImage } from '../../lib/images';

/**
 * rule:product-gallery: the image gallery, with previous/next buttons that wrap around and
 * a thumbnail strip. The main picture is the first screenful's largest element, so it loads
 * eagerly with a high priority (rule:fast-pages); thumbnails use the 400 px card file.
 * Left and right arrow keys anywhere in the gallery step through the pictures.
 */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index] ?? images[0];
  const several = count > 1;

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    }
  };

  return (
    <section aria-label={t('product.gallery.label', { title })} onKeyDown={onKeyDown} className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-2xl border border-gray-200 bg-white">
        {current ? (
          <img
            key={current}
            src={current}
            {...responsiveImage(current, '(min-width: 1024px) 50vw, 100vw')}
            alt={several ? t('product.gallery.imageAlt', { title, index: index + 1, count }) : title}
            width={800}
            height={800}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            className="h-full w-full object-contain"
            data-testid="gallery-main-image"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-gray-600">{t('product.gallery.noPicture')}</div>
        )}
        {several ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t('product.gallery.previous')}
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-gray-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t('product.gallery.next')}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-gray-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
            <p className="sr-only" aria-live="polite">
              {t('product.gallery.position', { index: index + 1, count })}
            </p>
          </>
        ) : null}
      </div>
      {several ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('product.gallery.choose')}>
          {images.map((image, i) => (
            <li key={`${image}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={t('product.gallery.show', { index: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                className={`block h-16 w-16 overflow-hidden rounded-lg border-2 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:h-20 sm:w-20 ${
                  i === index ? 'border-indigo-600' : 'border-gray-200 hover:border-gray-400'
                }`}
                data-testid="gallery-thumbnail"
              >
                <img
                  {...productThumbnail(image)}
                  alt=""
                  width={400}
                  height={400}
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
