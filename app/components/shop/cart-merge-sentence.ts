import { formatRupeesPaiseIfAny } from '../../../domain/shared/money';
import type { CartMergeLine } from '../../../domain/views/cart';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/shop-i18n';

/**
 * One line of the merge notice (ADR 0054) as the shopper reads it. In English, the server's own sentence (which
 * also names why fewer units fitted). In Hindi, the sentence is made here from the line's outcome, quantities and
 * prices, with its option labels in Hindi; the reason a line did not fit is then said generally, as the server sends
 * it only in its English sentence.
 */
export function cartMergeSentence(line: CartMergeLine, locale: Locale, t: Translate): string {
  if (locale === 'en') return line.sentence;
  const optionLabels: Record<string, string> = {
    Size: t('cart.option.size'),
    Storage: t('cart.option.storage'),
    RAM: t('cart.option.ram'),
    Colour: t('cart.option.colour'),
    Weight: t('cart.option.weight'),
    Material: t('cart.option.material'),
  };
  // The server writes each option as 'Label: value'; the value is the product's own.
  const options = line.options.map((option) => {
    const [label = '', ...value] = option.split(': ');
    return optionLabels[label] && value.length > 0 ? `${optionLabels[label]}: ${value.join(': ')}` : option;
  });
  const name = options.length > 0 ? `${line.title} (${options.join(', ')})` : line.title;
  const sentence = {
    added: () => t('cart.merge.added', { name, count: line.cartQuantity }),
    combined: () =>
      t('cart.merge.combined', { name, had: line.cartQuantity - line.guestQuantity, total: line.cartQuantity }),
    reduced: () => t('cart.merge.reduced', { name, total: line.cartQuantity }),
    saved: () => t('cart.merge.saved', { name }),
    removed: () => t('cart.merge.removed', { name }),
  }[line.outcome]();
  const then = line.priceWhenAdded;
  if (then === null || then === line.priceNow) return sentence;
  const prices = { then: formatRupeesPaiseIfAny(then), now: formatRupeesPaiseIfAny(line.priceNow) };
  return `${sentence} ${line.priceNow < then ? t('cart.merge.priceFell', prices) : t('cart.merge.priceRose', prices)}`;
}
