import { Link } from '../../i18n/link';
import { PolicyContact } from './policy-contact';
import { useShippingTerms } from './use-shipping-terms';
import { cancelWindowHours } from '../../../domain/shared/order-rules';

/** The terms of sale and use of the shop, with the shop's real shipping, payment and cancellation rules. */
export function TermsConditionsContent() {
  const { freeAbove, flatFee } = useShippingTerms();
  return (
    <>
      <h2>About these terms</h2>
      <p>
        These terms apply when you use the Shop website or place an order with us. By creating an account or placing an
        order you agree to them. Please also read our <Link to="/privacy-policy">Privacy Policy</Link> and our{' '}
        <Link to="/refund-policy">Refund &amp; Return Policy</Link>, which are part of these terms.
      </p>

      <h2>Who can shop</h2>
      <ul>
        <li>
          You must be at least 18 years old, or use the shop with the consent and under the supervision of a parent or
          guardian.
        </li>
        <li>The shop is not meant for children under 13.</li>
        <li>We deliver to addresses in India only.</li>
      </ul>

      <h2>Your account</h2>
      <ul>
        <li>Give us true details, in particular a mobile number and address where you can receive deliveries.</li>
        <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
        <li>
          You stay signed in on a device for up to 30 days. Log out on shared devices; if you think someone else has
          used your account, reset your password and tell us.
        </li>
      </ul>

      <h2>Products and prices</h2>
      <ul>
        <li>
          Prices are in Indian rupees (₹) and include applicable taxes. The price you pay is the one shown when you
          place the order.
        </li>
        <li>
          We describe and photograph products as accurately as we can. Colours on screen can differ slightly from the
          real product.
        </li>
        <li>
          If a product was listed at a clearly wrong price, we may cancel the order and tell you; you pay nothing for a
          cancelled order.
        </li>
      </ul>

      <h2>Orders</h2>
      <ul>
        <li>
          Your order is placed when you see its confirmation. It then appears in <Link to="/orders">My Orders</Link>{' '}
          with its status: Placed, Processing, In Transit, Delivered (or Cancelled).
        </li>
        <li>
          The items are reserved for you when you place the order. If we cannot fulfil an order, we cancel it and tell
          you.
        </li>
      </ul>

      <h2>Payment</h2>
      <p>
        We accept <strong>cash on delivery only</strong>. You pay the order&apos;s total to the delivery partner when
        your order arrives. We never ask for card details, bank passwords or OTPs.
      </p>

      <h2>Shipping and delivery</h2>
      <ul>
        <li>
          Shipping is <strong>free on orders above {freeAbove}</strong>. Below that, a flat shipping fee of{' '}
          <strong>{flatFee}</strong> is added to the order.
        </li>
        <li>
          Orders are usually delivered within 2-5 business days of being placed. This is an estimate, not a guarantee.
        </li>
        <li>
          The delivery partner may call the mobile number on the order. If nobody can receive the order, it may be
          returned to us and cancelled.
        </li>
      </ul>

      <h2>Cancellations, returns and refunds</h2>
      <ul>
        <li>
          You can cancel an order within {cancelWindowHours} hours of placing it, as long as it is still Placed or
          Processing, with the Cancel Order button on the order&apos;s page. Once it has shipped it can no longer be
          cancelled.
        </li>
        <li>
          You can return most items within 7 days of delivery. Refunds reach you within 5-7 business days after we
          receive the return. The details are in our <Link to="/refund-policy">Refund &amp; Return Policy</Link>.
        </li>
      </ul>

      <h2>Reviews</h2>
      <p>
        Reviews must be your own, honest experience of the product. We may remove reviews that are abusive, unlawful,
        misleading or unrelated to the product. By posting a review you allow us to show it, with your name and picture,
        on our website.
      </p>

      <h2>Fair use</h2>
      <p>
        Do not misuse the shop: no attempts to break into accounts or systems, no automated bulk ordering or copying of
        the catalog, and no orders you do not intend to accept. We may suspend accounts that do.
      </p>

      <h2>Our responsibility</h2>
      <p>
        Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019. Beyond those
        rights, our liability for an order is limited to the amount you paid for it.
      </p>

      <h2>Law and disputes</h2>
      <p>
        These terms are governed by the laws of India. Please contact us first so we can try to put things right;
        otherwise the courts of Bengaluru, Karnataka have jurisdiction.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms; the date at the top of this page shows the latest version. Orders are governed by the
        terms in force when they were placed.
      </p>

      <PolicyContact />
    </>
  );
}
