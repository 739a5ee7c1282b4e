import { Stars } from '../ui/stars';
import { formatRating } from '../../lib/format';
import { breakdownRows, type ReviewStatsView } from '../../lib/product-reviews';
import { useT } from '../../i18n/shop-i18n';

/**
 * rule:review-summary: the average, the per-star breakdown 5 to 1, the share of
 * shoppers who recommend the product (reviews rated 4 or higher) and the quality rating,
 * all counted by the server from the reviews themselves (domain/catalog/summarize-product-reviews.ts).
 */
export function ReviewSummary({ stats }: { stats: ReviewStatsView }) {
  const rows = breakdownRows(stats);
  const t = useT();
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5" data-testid="review-summary">
      <div className="flex items-center gap-4">
        <p className="text-5xl font-extrabold text-gray-900" data-testid="review-average">
          {formatRating(stats.average)}
        </p>
        <div className="flex flex-col gap-1">
          <Stars value={stats.average} size={20} />
          <p className="text-sm text-gray-700" data-testid="review-total">
            {stats.totalReviews > 0
              ? t('product.summary.basedOn', { count: stats.totalReviews })
              : t('product.reviewCount', { count: 0 })}
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-1.5" aria-label={t('product.summary.breakdown')}>
        {rows.map((row) => (
          <li key={row.stars} className="flex items-center gap-3 text-sm" data-testid={`breakdown-${row.stars}`}>
            <span className="w-14 shrink-0 text-gray-900">{t('product.stars', { count: row.stars })}</span>
            <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="w-20 shrink-0 text-right tabular-nums text-gray-700">
              {`${row.count} (${row.percent}%)`}
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-3 border-t border-gray-100 pt-4 text-center">
        <div>
          <dt className="text-xs text-gray-700">{t('product.summary.recommend')}</dt>
          <dd className="text-xl font-bold text-gray-900" data-testid="review-recommend">
            {`${stats.recommendPercent}%`}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700">{t('product.summary.quality')}</dt>
          <dd className="text-xl font-bold text-gray-900" data-testid="review-quality">
            {`${formatRating(stats.qualityRating)}/5`}
          </dd>
        </div>
      </dl>
    </div>
  );
}
