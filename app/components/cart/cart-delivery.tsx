import { useEffect, useRef, useState } from 'react';
import { checkDelivery, pinFromCookies, type DeliveryLine } from '../../lib/delivery-check';
import { useT } from '../../i18n/shop-i18n';
import { useRootData } from '../../lib/root-data';
import { DeliveryCheck, DeliveryLineText } from '../shop/delivery-check';

/**
 * The cart drawer's delivery line (rule:delivery-promise, rule:cod-by-pin): for the shopper's PIN (the one checked
 * last, else the newest order's), judged for the whole cart and asked again when its total changes; "Change" lets
 * them check another PIN. Loaded when the drawer first opens, so no page's first load carries it.
 */
export default function CartDelivery({ total }: { total: number }) {
  const t = useT();
  const { deliveryPin } = useRootData();
  // The browser's cookie is newer than the root loader's answer when a PIN was checked on this page.
  const [pin, setPin] = useState(() => pinFromCookies(document.cookie) ?? deliveryPin);
  const [line, setLine] = useState<DeliveryLine | null>(null);
  const [editing, setEditing] = useState(pin === null);
  const [asked, setAsked] = useState(false);
  const change = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (pin === null) return;
    let current = true;
    void checkDelivery(pin, '').then((answer) => {
      if (current) setLine(answer);
    });
    return () => {
      current = false;
    };
  }, [pin, total]);

  // Keyboard focus stays with the shopper: on the PIN box while they change it, then back on Change.
  useEffect(() => {
    if (!editing && asked) change.current?.focus();
  }, [editing, asked]);

  if (editing) {
    return (
      <div className="mt-2">
        <DeliveryCheck
          query=""
          initial={line}
          autoFocus={asked}
          onChecked={(answer) => {
            setLine(answer);
            if (answer.promise) {
              setPin(answer.pin);
              setEditing(false);
            }
          }}
        />
      </div>
    );
  }
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2" data-testid="cart-promise">
      <DeliveryLineText line={line} placeholder={t('cart.checkingDelivery', { pin })} />
      <button
        ref={change}
        type="button"
        onClick={() => {
          setAsked(true);
          setEditing(true);
        }}
        className="min-h-11 rounded font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {t('cart.changePin')}
      </button>
    </p>
  );
}
