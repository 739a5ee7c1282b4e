import { BadgeCheck } from 'lucide-react';
import type { PublicReview } from '../../../domain/views/catalog';
import { Stars } from '../ui/stars';
import { formatDate } from '../../lib/format';
import { responsiveImage } from '../../lib/images';
import { initials } from '../../lib/initials';
import { useLocale, useT } from '../../i18n/shop-i18n';

/** rule:review-cards: avatar (or initials), name, Verified Purchase badge, date, stars, comment, images. */
export function ReviewCard({ review, own = false }: { review: PublicReview; own?: boolean }) {
  const name = review.user.name || review.name;
  const t = useT();
  const locale = useLocale();
  return (
    <article
      className="flex gap-3 border-b border-gray-100 py-4 last:border-b-0"
      data-testid="review-card"
      data-rating={review.rating}
    >
      {review.user.profilePic ? (
        <img
          src={review.user.profilePic}
          {...responsiveImage(review.user.profilePic, '40px')}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="h-10 w-10 shrink-0 rounded-full bg-gray-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-800"
        >
          {initials(name)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold text-gray-900" data-testid="review-name">
            {name}
          </h3>
          {review.user.verified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
              {t('product.review.verified')}
            </span>
          ) : null}
          {own ? (
            <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">
              {t('product.review.yours')}
            </span>
          ) : null}
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <Stars value={review.rating} size={14} />
          <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale)}</time>
        </div>
        <p className="mt-2 whitespace-pre-line break-words text-gray-800" data-testid="review-comment">
          {review.comment}
        </p>
        {review.images.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('product.review.photos', { name })}>
            {review.images.map((image, i) => (
              <li key={`${image}-${i}`}>
                <a
                  href={image}
                  target="_blank"
                  rel="noreferrer"
                  className="block rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <img
                    src={image}
                    alt={t('product.review.photo', { index: i + 1, name })}
                    width={80}
                    height={80}
                    loading="lazy"
                    decoding="async"
                    className="h-20 w-20 rounded-lg border border-gray-200 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
