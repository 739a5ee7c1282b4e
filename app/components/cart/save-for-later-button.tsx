import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/shop-i18n';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useCartQuantities } from './use-cart-quantities';

/**
 * A cart line's "Save for later" (signed-in shoppers; Saved for later belongs to an account): moves the line, with its
 * quantity, to Saved for later (POST /api/cart/save-for-later/{id}) and reloads the root loader, so the drawer, the
 * header badge and the hearts show the server's state. A quantity still being written for the line lands first.
 */
export function SaveForLaterButton({ lineId, title, disabled }: { lineId: string; title: string; disabled: boolean }) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const { whenIdle } = useCartQuantities();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await whenIdle(lineId);
      const res = await api(`cart/save-for-later/${encodeURIComponent(lineId)}`, { method: 'POST' });
      toast.success(res.message);
    } catch (err) {
      // rule:failures-shown: a full Saved for later, or the line already gone, is said.
      toast.error(errorMessage(err));
    }
    await revalidate();
    setSaving(false);
  };

  return (
    <button
      type="button"
      onClick={() => void save()}
      disabled={disabled || saving}
      aria-label={t('cart.saveForLaterLabel', { title })}
      data-testid="cart-line-save-for-later"
      className="-ml-2 mt-1 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:text-gray-500"
    >
      <Heart aria-hidden="true" className="h-4 w-4" />
      {saving ? t('cart.saving') : t('cart.saveForLater')}
    </button>
  );
}
