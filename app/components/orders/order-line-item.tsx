import { formatRupees } from '../../../domain/shared/money';
import { productThumbnail } from '../../lib/images';
import { lineIdentityFields, type LineIdentityField, type LineOptionValues } from '../../../domain/shared/line-options';
import { useT, type Translate } from '../../i18n/shop-i18n';
import type { OrderLine } from '../../../domain/views/orders';

/** Order money shows paise, as the server computed it (rule:server-prices-orders). */
export const orderMoney = (rupees: number) => formatRupees(rupees, 2);

/** 'Size: M' in the page's language (the English is domain/shared/line-options.ts's chosenOptions). */
function optionText(field: LineIdentityField, value: string, t: Translate): string {
  switch (field) {
    case 'sizes':
      return t('orders.option.size', { value });
    case 'specs':
      return t('orders.option.storage', { value });
    case 'rams':
      return t('orders.option.ram', { value });
    case 'colors':
      return t('orders.option.colour', { value });
    case 'weight':
      return t('orders.option.weight', { value });
    case 'material':
      return t('orders.option.material', { value });
  }
}

/** The options the line has (blank ones left out), in chosenOptions' order. */
function chosenOptions(line: LineOptionValues, t: Translate): string[] {
  return lineIdentityFields.flatMap((field) => {
    const value = line[field];
    return typeof value === 'string' && value.trim() !== '' ? [optionText(field, value.trim(), t)] : [];
  });
}

/**
 * One bought line (rule:my-orders: image, title, quantity, price; the order page adds the
 * options). Title, picture and price are the snapshot taken when the order was placed.
 */
export function OrderLineItem({
  line,
  showOptions = false,
  returnText = null,
}: {
  line: OrderLine;
  showOptions?: boolean;
  /** Whether and until when it may come back (the order page, rule:return-window). */
  returnText?: string | null;
}) {
  const t = useT();
  const image = productThumbnail(line.product.images[0]);
  const options = showOptions ? chosenOptions(line, t) : [];
  return (
    <li className="flex gap-3 py-3" data-testid="order-line">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-gray-100 sm:h-20 sm:w-20">
        {image.src ? (
          <img {...image} alt="" width={80} height={80} loading="lazy" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-medium text-gray-900" data-testid="order-line-title">
          {line.product.title}
        </p>
        {options.length > 0 ? (
          <p className="mt-0.5 text-xs text-gray-600" data-testid="order-line-options">
            {options.join(' · ')}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="text-gray-700" data-testid="order-line-quantity">
            {t('orders.line.quantity', { quantity: line.quantity })}
          </span>
          <span className="flex items-baseline gap-2">
            {line.originalPrice > line.price ? (
              <s className="text-xs text-gray-600">{orderMoney(line.originalPrice * line.quantity)}</s>
            ) : null}
            <span className="font-semibold text-gray-900" data-testid="order-line-price">
              {orderMoney(line.price * line.quantity)}
            </span>
          </span>
        </div>
        {returnText ? (
          <p className="mt-1 text-xs text-gray-700" data-testid="order-line-returns">
            {returnText}
          </p>
        ) : null}
      </div>
    </li>
  );
}
