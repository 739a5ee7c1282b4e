import { useId, useState } from 'react';
import { useT } from '../../i18n/shop-i18n';

/**
 * rule:product-description: the short description, with 'Read more' / 'Show less' toggling
 * the full description. The toggle appears only when there is more to read.
 */
export function ProductDescription({ description, fullDescription }: { description: string; fullDescription: string }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const hasMore = fullDescription.trim() !== '' && fullDescription.trim() !== description.trim();
  return (
    <div>
      <p id={id} className="whitespace-pre-line leading-relaxed text-gray-700" data-testid="product-description">
        {/* An empty description is no text node at all, as the server sent it: hydration then adds none. */}
        {(expanded && hasMore ? fullDescription : description) || null}
      </p>
      {hasMore ? (
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={id}
          className="mt-1 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {expanded ? t('product.showLess') : t('product.readMore')}
        </button>
      ) : null}
    </div>
  );
}
