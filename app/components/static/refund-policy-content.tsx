import { Link } from '../../i18n/link';
import { contactInfo } from '../../lib/contact-info';
import { PolicyContact } from './policy-contact';
import { useShippingTerms } from './use-shipping-terms';
import { cancelWindowHours } from '../../../domain/shared/order-rules';

/**
 * Cancellation, return and refund rules (rule:shop-policies; rule:cancel-window: cancel within 24 hours
 * while Placed or Processing, stock returns). Returns within 7 days of delivery, refunds in 5-7
 * business days. As every order is cash on delivery, refunds go to a bank account or UPI ID.
 */
export function RefundPolicyContent() {
  const { freeAbove, flatFee } = useShippingTerms();
  return (
    <>
      <h2>Cancelling an order</h2>
      <ul>
        <li>
          You can cancel an order <strong>within {cancelWindowHours} hours of placing it</strong>, as long as its status
          is still <strong>Placed</strong> or <strong>Processing</strong> (it has not shipped yet).
        </li>
        <li>
          To cancel, open <Link to="/orders">My Orders</Link>, choose the order and press <strong>Cancel Order</strong>.
          The cancellation is immediate: the order shows as Cancelled and its items go back on sale.
        </li>
        <li>You pay cash on delivery, so a cancelled order costs you nothing and there is nothing to refund.</li>
        <li>
          Once an order is In Transit it can no longer be cancelled. You can refuse it at the door (you pay nothing) or
          return it after delivery as described below.
        </li>
      </ul>

      <h2>Returns</h2>
      <p>
        You can return items <strong>within 7 days of delivery</strong>. To be accepted, a returned item must be:
      </p>
      <ul>
        <li>unused and unwashed, in the condition you received it;</li>
        <li>in its original packaging, with its tags, labels, accessories and free gifts.</li>
      </ul>
      <h3>Items we cannot take back</h3>
      <ul>
        <li>Groceries, food and other perishable goods.</li>
        <li>Personal care and hygiene products once opened, and innerwear.</li>
        <li>Items damaged by use or misuse after delivery.</li>
      </ul>
      <p>
        If an item arrives damaged or defective, or is not what you ordered, tell us within 7 days of delivery, with a
        photo if you can. These items are always taken back, whatever their category, and we pay for the return.
      </p>

      <h2>How to return an item</h2>
      <ol>
        <li>
          E-mail <a href={`mailto:${contactInfo.email}?subject=Return%20request`}>{contactInfo.email}</a> from your
          account&apos;s address with the order number (shown on the order&apos;s page), the item and the reason.
        </li>
        <li>We reply within 24 hours with a pickup date.</li>
        <li>Pack the item in its original packaging. Our delivery partner collects it from your delivery address.</li>
      </ol>

      <h2>Refunds</h2>
      <ul>
        <li>
          We check the returned item when it reaches us and refund it <strong>within 5-7 business days</strong> after
          that.
        </li>
        <li>
          Because you paid cash on delivery, we refund to a bank account or UPI ID that you give us by e-mail. We will
          never ask for your card number, PIN, password or an OTP.
        </li>
        <li>You get back the price you paid for the item, after any discount.</li>
        <li>
          Shipping is free on orders above {freeAbove}. If you paid the {flatFee} shipping fee, it is refunded when the
          item was damaged, defective or not what you ordered, or when you return the whole order.
        </li>
        <li>We e-mail you when the refund is sent.</li>
      </ul>

      <PolicyContact />
    </>
  );
}
