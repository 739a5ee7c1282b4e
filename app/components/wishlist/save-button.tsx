import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { hasPendingSave } from '../../lib/pending-save-key';
import type { RootData } from '../../lib/root-data';
import { useT } from '../../i18n/shop-i18n';

const actions = () => import('./save-actions');

/**
 * The heart of a product card and the product page: Save for later, or, pressed, take it out again (every saved row of
 * the product). Which products are saved comes from the root loader (`savedItems`), so the server draws the hearts
 * and every write's revalidation redraws them. A guest's tap is kept and the guest sent to sign in; back on the page
 * signed in, the first heart to mount saves it (lib/pending-save.ts). What a tap does loads at the first tap
 * (./save-actions.ts).
 *
 * The heart itself is part of the page's first load, not a chunk of its own: React hydrates a lazy boundary only once
 * its chunk is in, and drops a tap that lands on it before then (react-dom stops the click; nothing replays it).
 * A heart must answer the first tap.
 *
 * `icon`: a round button over a card's picture, named with the product's title (a list has many hearts).
 * `labelled`: the product page's button with its words, "Save for later" or "Saved".
 */
export default function SaveButton({
  productId,
  title,
  variant = 'icon',
  className = '',
}: {
  productId: string;
  title: string;
  variant?: 'icon' | 'labelled';
  /** Where it sits (a card places it over its picture). */
  className?: string;
}) {
  const t = useT();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const signedIn = Boolean(root?.user);
  const refs = (root?.savedItems ?? []).filter((item) => item.productId === productId);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { revalidate } = useRevalidator();
  // What the tap asked for, shown until the root loader's answer replaces it.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const pressed = wanted ?? refs.length > 0;

  useEffect(() => {
    if (!signedIn || !hasPendingSave()) return;
    void actions()
      .then((loaded) => loaded.savePending())
      .then(async (saved) => {
        if (saved) await revalidate();
      });
  }, [signedIn, revalidate]);

  const toggle = async () => {
    if (wanted !== null) return;
    if (signedIn) setWanted(refs.length === 0);
    try {
      await (await actions()).toggleSaved(productId, refs, signedIn, navigate, pathname + search);
      if (signedIn) await revalidate();
    } finally {
      setWanted(null);
    }
  };

  const label = pressed ? t('product.save.saved') : t('product.save.saveForLater');
  const labelled = variant === 'labelled';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={labelled ? undefined : `${label}: ${title}`}
      onClick={() => void toggle()}
      data-testid="save-button"
      className={`${className} inline-flex items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-indigo-600 ${pressed ? 'text-rose-600' : 'text-gray-700 hover:text-rose-600'} ${labelled ? 'w-fit border border-gray-300 bg-white px-4 py-2 text-sm font-semibold' : 'h-10 w-10 justify-center bg-white/95 shadow'}`}
    >
      <Heart aria-hidden="true" className={`h-5 w-5 ${pressed ? 'fill-current' : ''}`} />
      {labelled ? label : null}
    </button>
  );
}
