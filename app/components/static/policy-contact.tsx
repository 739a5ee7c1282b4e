import { contactInfo } from '../../lib/contact-info';

/** The closing "how to reach us" block every policy ends with. */
export function PolicyContact({ heading = 'Contact us' }: { heading?: string }) {
  return (
    <>
      <h2>{heading}</h2>
      <p>Questions about this page, or anything else about your account or orders:</p>
      <ul>
        <li>
          E-mail: <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>
        </li>
        <li>
          Phone: <a href={contactInfo.phoneHref}>{contactInfo.phoneDisplay}</a> ({contactInfo.hours})
        </li>
        <li>Post: Shop, {contactInfo.address}</li>
      </ul>
      <p>We reply within 24 hours.</p>
    </>
  );
}
