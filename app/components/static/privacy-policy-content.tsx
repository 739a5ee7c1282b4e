import { Link } from '../../i18n/link';
import { contactInfo } from '../../lib/contact-info';
import { PolicyContact } from './policy-contact';

/** The privacy policy's text: what the shop really stores, for what, and for how long. */
export function PrivacyPolicyContent() {
  return (
    <>
      <h2>Who we are</h2>
      <p>
        Shop is an online store selling clothes, electronics, groceries and daily essentials across India, run from{' '}
        {contactInfo.address}. This policy explains what personal data we collect when you use our website, why we need
        it, who sees it and how long we keep it. We handle your data under Indian law, including the Information
        Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.
      </p>

      <h2>What we collect</h2>
      <h3>When you create an account</h3>
      <ul>
        <li>Your full name, e-mail address, mobile number and gender.</li>
        <li>A profile picture, only if you choose to upload one.</li>
        <li>
          Your password, which we never store as you typed it: we keep only a one-way hash of it, so nobody at Shop can
          read it.
        </li>
      </ul>
      <h3>When you shop</h3>
      <ul>
        <li>The products in your cart and the options you chose (size, colour and so on).</li>
        <li>
          For each order: the delivery name, mobile number, address, city, state and PIN code, the items, the amounts
          and the order&apos;s status history.
        </li>
        <li>Reviews you write, with your name and picture as they appear next to the review.</li>
      </ul>
      <h3>When you contact us</h3>
      <ul>
        <li>The name, e-mail address, mobile number and message you send through the contact form or by e-mail.</li>
      </ul>
      <h3>Automatically</h3>
      <ul>
        <li>
          Technical records of requests to our servers (IP address, browser type, the page asked for and the time), kept
          to keep the shop running and to stop abuse.
        </li>
      </ul>
      <p>We do not collect card or bank details: you pay cash on delivery, so there is nothing to collect online.</p>

      <h2>Why we use it</h2>
      <ul>
        <li>To deliver your orders, tell you about them and let you follow them in My Orders.</li>
        <li>To run your account: signing you in, showing your profile, cart and orders.</li>
        <li>To answer your messages and handle cancellations, returns and refunds.</li>
        <li>To protect the shop and its customers from fraud and abuse.</li>
        <li>To keep the records that tax and accounting law requires.</li>
      </ul>
      <p>
        We do not sell your personal data, and we do not use it to build advertising profiles or share it with
        advertisers.
      </p>

      <h2>Who we share it with</h2>
      <ul>
        <li>
          <strong>Delivery partners</strong> receive the name, phone number and address of an order, so they can deliver
          it and collect the cash on delivery.
        </li>
        <li>
          <strong>Service providers</strong> who host our servers and send our e-mails process data only on our
          instructions.
        </li>
        <li>
          <strong>Authorities</strong>, when the law requires it (for example a lawful request from the police or a tax
          authority).
        </li>
      </ul>

      <h2>Cookies</h2>
      <p>
        We use one cookie, <strong>token-admin-ecom</strong>, to keep you signed in. It holds a random session key, not
        your password or personal details. It is an HttpOnly cookie, so scripts on web pages cannot read it, and it is
        sent only to our own website. A session lasts 30 days; when you log out, the session ends on our server at once
        and the cookie is removed.
      </p>
      <p>We use no advertising or tracking cookies.</p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Your account, cart and reviews: until you delete your account.</li>
        <li>
          Orders and invoices: for as long as tax and accounting law requires, even after you delete your account (see{' '}
          <Link to="/delete-account">Delete your account</Link>).
        </li>
        <li>Messages to us: as long as needed to answer them and handle any follow-up.</li>
        <li>Technical records of requests: for a short time, only as long as needed for security and fixing faults.</li>
      </ul>

      <h2>How we protect it</h2>
      <p>
        Our website is served over an encrypted connection (HTTPS). Passwords are stored only as hashes, password-reset
        links expire after one hour and work only once, and only staff who need it to serve you can see your orders.
      </p>

      <h2>Your rights</h2>
      <ul>
        <li>
          <strong>See and correct</strong> your name, phone number, gender and picture at any time in your{' '}
          <Link to="/profile">Profile</Link>.
        </li>
        <li>
          <strong>Get a copy</strong> of the personal data we hold about you: e-mail us from your account&apos;s
          address.
        </li>
        <li>
          <strong>Delete</strong> your account and the data linked to it: see{' '}
          <Link to="/delete-account">Delete your account</Link>.
        </li>
        <li>
          <strong>Complain</strong> to our grievance officer (below) if you think we have mishandled your data. We
          acknowledge every complaint within 24 hours and resolve it within 15 days.
        </li>
      </ul>

      <h2>Children</h2>
      <p>
        Shop is not meant for children under 13, and we do not knowingly collect their data. If you are under 18, you
        may use the shop only with the consent and under the supervision of a parent or guardian. If you believe a child
        has given us personal data, write to us and we will delete it.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top of this page. If a change affects how we use data you
        have already given us, we will tell you by e-mail before it applies.
      </p>

      <PolicyContact heading="Contact and grievance officer" />
    </>
  );
}
