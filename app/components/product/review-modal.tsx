import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { api, errorMessage } from '../../lib/api';
import { defaultReviewRating, validateReviewForm, type ReviewFormErrors } from '../../lib/product-reviews';
import { useModal } from '../ui/use-modal';
import { StarRatingInput } from './star-rating-input';
import { useT } from '../../i18n/shop-i18n';

/**
 * rule:review-form "Write a Review opens a modal titled Add/Edit Review": a 5-star rating (default 4)
 * and a comment; rule:review-messages its two messages, cleared on edit; a submission updates the product
 * page and closes the modal. A shopper who already reviewed the product edits that review
 * (one review per shopper, domain/reviews/submit-review.ts), so the form opens pre-filled.
 *
 * A modal dialog (useModal): the page behind does not scroll, focus stays inside, Escape and a
 * click on the backdrop close it, and focus returns to the button that opened it.
 */
export function ReviewModal({
  productId,
  existing,
  onClose,
  onSaved,
}: {
  productId: string;
  existing: { rating: number; comment: string } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const [rating, setRating] = useState(existing?.rating ?? defaultReviewRating);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const ratingErrorId = useId();
  const commentId = useId();
  const commentErrorId = useId();

  useModal(panel, onClose);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateReviewForm(rating, comment);
    setErrors(found);
    if (found.rating || found.comment) return;
    setSaving(true);
    try {
      const res = await api(`product/${encodeURIComponent(productId)}/review`, {
        method: 'POST',
        body: { rating, comment: comment.trim() },
      });
      toast.success(res.message);
      onSaved();
    } catch (err) {
      // rule:failures-shown: a failed review says why; the modal stays open with the text kept.
      toast.error(errorMessage(err));
      setSaving(false);
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex">
      <div className="absolute inset-0 bg-gray-900/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white text-gray-900 shadow-xl"
        data-testid="review-modal"
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {t('product.review.title')}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('product.review.close')}
              className="rounded-full p-1 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>

          <div>
            <StarRatingInput
              value={rating}
              onChange={(value) => {
                setRating(value);
                setErrors((e) => ({ ...e, rating: undefined }));
              }}
              describedBy={errors.rating ? ratingErrorId : undefined}
              invalid={Boolean(errors.rating)}
            />
            {errors.rating ? (
              <p id={ratingErrorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
                {t('product.review.ratingRequired')}
              </p>
            ) : null}
          </div>

          <div>
            <label htmlFor={commentId} className="mb-1 block text-sm font-semibold text-gray-900">
              {t('product.review.yours')}
            </label>
            <textarea
              id={commentId}
              value={comment}
              onChange={(event) => {
                setComment(event.target.value);
                setErrors((e) => ({ ...e, comment: undefined }));
              }}
              rows={5}
              maxLength={2000}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={errors.comment ? commentErrorId : undefined}
              placeholder={t('product.review.placeholder')}
              className="w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 placeholder:text-gray-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 aria-invalid:border-red-600"
            />
            {errors.comment ? (
              <p id={commentErrorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
                {t('product.review.commentRequired')}
              </p>
            ) : null}
          </div>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg border border-gray-300 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              {t('product.review.cancel')}
            </button>
            <button
              type="submit"
              disabled={saving}
              className="rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait"
            >
              {saving ? t('product.review.submitting') : t('product.review.submit')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
