import { Link } from '../../i18n/link';
import { contactInfo } from '../../lib/contact-info';
import { PolicyContact } from './policy-contact';

/**
 * How to have an account deleted (rule:policy-pages: by e-mail request; rule:shop-policies: confirmed within 7
 * business days, done within 30 days, invoices kept up to 90 days).
 */
export function DeleteAccountContent() {
  const subject = encodeURIComponent('Delete my account');
  return (
    <>
      <h2>How to ask</h2>
      <ol>
        <li>
          Send an e-mail to{' '}
          <a href={`mailto:${contactInfo.email}?subject=${subject}`} data-testid="delete-account-email">
            {contactInfo.email}
          </a>{' '}
          <strong>from the e-mail address you use to sign in</strong>, with the subject &quot;Delete my account&quot;.
          Writing from that address is how we know the request is yours.
        </li>
        <li>Include the full name and mobile number on your account.</li>
        <li>
          If anything is unclear, we reply to that address and ask you to confirm. We will never ask for your password.
        </li>
      </ol>

      <h2>Before you ask</h2>
      <ul>
        <li>
          Let any order that is still Placed, Processing or In Transit be delivered, or cancel it within 24 hours of
          placing it (see <Link to="/orders">My Orders</Link>).
        </li>
        <li>Finish any return or refund in progress: we need your account to reach you about it.</li>
        <li>Save any invoice or order detail you want to keep: you will no longer be able to sign in.</li>
      </ul>

      <h2>What we delete</h2>
      <ul>
        <li>Your profile: name, mobile number, gender and profile picture.</li>
        <li>Your sign-in: e-mail address, password and every session (you are signed out on all devices).</li>
        <li>Your cart.</li>
        <li>Your reviews, which are removed from the product pages.</li>
        <li>Messages you sent us, once any open question is settled.</li>
      </ul>

      <h2>What we keep, and why</h2>
      <p>
        Order records and invoices (items, amounts, dates and delivery address) are kept for up to 90 days after your
        account is deleted, or longer where tax or accounting law requires it, and then deleted. They are no longer
        linked to an account and are used only for tax, accounting and legal claims.
      </p>

      <h2>How long it takes</h2>
      <ul>
        <li>We confirm your request within 7 business days.</li>
        <li>Your account is deleted within 30 days of your request, and we e-mail you when it is done.</li>
        <li>
          Deletion is permanent. To shop with us again later, create a new account. If you change your mind before it is
          done, reply to our confirmation e-mail.
        </li>
      </ul>

      <p>
        Only want to change your details? You can edit your name, mobile number, gender and picture in your{' '}
        <Link to="/profile">Profile</Link>.
      </p>

      <PolicyContact />
    </>
  );
}
