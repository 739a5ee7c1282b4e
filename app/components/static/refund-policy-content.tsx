import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';
import { contactInfo } from '../../lib/contact-info';
import { PolicyContact } from './policy-contact';
import { richText, strong } from './rich-text';
import { useShippingTerms } from './use-shipping-terms';
import { cancelWindowHours } from '../../../domain/shared/order-rules';

/**
 * Cancellation, return and refund rules (rule:shop-policies; rule:cancel-window: cancel within 24 hours
 * while Placed or Processing, stock returns). Returns within 7 days of delivery, refunds in 5-7
 * business days. As every order is cash on delivery, refunds go to a bank account or UPI ID.
 */
export function RefundPolicyContent() {
  const t = useT();
  const { freeAbove, flatFee } = useShippingTerms();
  const orders = (words: string) => <Link to="/orders">{words}</Link>;
  const mail = (words: string) => <a href={`mailto:${contactInfo.email}?subject=Return%20request`}>{words}</a>;
  return (
    <>
      <h2>{t('pages.refund.cancelling')}</h2>
      <ul>
        <li>{richText(t('pages.refund.cancelWindow', { hours: cancelWindowHours }), { b: strong })}</li>
        <li>{richText(t('pages.refund.cancelHow'), { orders, b: strong })}</li>
        <li>{t('pages.refund.cancelFree')}</li>
        <li>{t('pages.refund.inTransit')}</li>
      </ul>

      <h2>{t('pages.refund.returns')}</h2>
      <p>{richText(t('pages.refund.returnWindow'), { b: strong })}</p>
      <ul>
        <li>{t('pages.refund.unused')}</li>
        <li>{t('pages.refund.packaging')}</li>
      </ul>
      <h3>{t('pages.refund.notReturnable')}</h3>
      <ul>
        <li>{t('pages.refund.groceries')}</li>
        <li>{t('pages.refund.personalCare')}</li>
        <li>{t('pages.refund.damagedByUse')}</li>
      </ul>
      <p>{t('pages.refund.damaged')}</p>

      <h2>{t('pages.refund.howToReturn')}</h2>
      <ol>
        <li>{richText(t('pages.refund.returnMail', { email: contactInfo.email }), { mail })}</li>
        <li>{t('pages.refund.pickupDate')}</li>
        <li>{t('pages.refund.pack')}</li>
      </ol>

      <h2>{t('pages.refund.refunds')}</h2>
      <ul>
        <li>{richText(t('pages.refund.refundTime'), { b: strong })}</li>
        <li>{t('pages.refund.refundTo')}</li>
        <li>{t('pages.refund.refundAmount')}</li>
        <li>{t('pages.refund.refundShipping', { freeAbove, flatFee })}</li>
        <li>{t('pages.refund.refundMail')}</li>
      </ul>

      <PolicyContact />
    </>
  );
}
