import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';
import { PolicyContact } from './policy-contact';
import { richText, strong } from './rich-text';
import { useShippingTerms } from './use-shipping-terms';
import { cancelWindowHours } from '../../../domain/shared/order-rules';

/** The terms of sale and use of the shop, with the shop's real shipping, payment and cancellation rules. */
export function TermsConditionsContent() {
  const t = useT();
  const { freeAbove, flatFee } = useShippingTerms();
  const privacy = (words: string) => <Link to="/privacy-policy">{words}</Link>;
  const refund = (words: string) => <Link to="/refund-policy">{words}</Link>;
  const orders = (words: string) => <Link to="/orders">{words}</Link>;
  return (
    <>
      <h2>{t('pages.terms.about')}</h2>
      <p>{richText(t('pages.terms.aboutText'), { privacy, refund })}</p>

      <h2>{t('pages.terms.whoCanShop')}</h2>
      <ul>
        <li>{t('pages.terms.age')}</li>
        <li>{t('pages.terms.children')}</li>
        <li>{t('pages.terms.indiaOnly')}</li>
      </ul>

      <h2>{t('pages.terms.account')}</h2>
      <ul>
        <li>{t('pages.terms.trueDetails')}</li>
        <li>{t('pages.terms.password')}</li>
        <li>{t('pages.terms.sessions')}</li>
      </ul>

      <h2>{t('pages.terms.productsPrices')}</h2>
      <ul>
        <li>{t('pages.terms.prices')}</li>
        <li>{t('pages.terms.photos')}</li>
        <li>{t('pages.terms.wrongPrice')}</li>
      </ul>

      <h2>{t('pages.terms.orders')}</h2>
      <ul>
        <li>{richText(t('pages.terms.orderPlaced'), { orders })}</li>
        <li>{t('pages.terms.orderReserved')}</li>
      </ul>

      <h2>{t('pages.terms.payment')}</h2>
      <p>{richText(t('pages.terms.paymentText'), { b: strong })}</p>

      <h2>{t('pages.terms.shipping')}</h2>
      <ul>
        <li>{richText(t('pages.terms.shippingFee', { freeAbove, flatFee }), { b: strong })}</li>
        <li>{t('pages.terms.deliveryTime')}</li>
        <li>{t('pages.terms.deliveryCall')}</li>
      </ul>

      <h2>{t('pages.terms.cancellations')}</h2>
      <ul>
        <li>{t('pages.terms.cancel', { hours: cancelWindowHours })}</li>
        <li>{richText(t('pages.terms.returns'), { refund })}</li>
      </ul>

      <h2>{t('pages.terms.reviews')}</h2>
      <p>{t('pages.terms.reviewsText')}</p>

      <h2>{t('pages.terms.fairUse')}</h2>
      <p>{t('pages.terms.fairUseText')}</p>

      <h2>{t('pages.terms.responsibility')}</h2>
      <p>{t('pages.terms.responsibilityText')}</p>

      <h2>{t('pages.terms.law')}</h2>
      <p>{t('pages.terms.lawText')}</p>

      <h2>{t('pages.terms.changes')}</h2>
      <p>{t('pages.terms.changesText')}</p>

      <PolicyContact />
    </>
  );
}
