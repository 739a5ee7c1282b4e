import { useT } from '../../i18n/shop-i18n';
import { contactInfo } from '../../lib/contact-info';
import { richText, type TagRenderer } from './rich-text';

/** The closing "how to reach us" block every policy ends with; its heading is "Contact us" unless a page names it. */
export function PolicyContact({ heading }: { heading?: string }) {
  const t = useT();
  const mail: TagRenderer = (words) => <a href={`mailto:${contactInfo.email}`}>{words}</a>;
  const phone: TagRenderer = (words) => <a href={contactInfo.phoneHref}>{words}</a>;
  return (
    <>
      <h2>{heading ?? t('pages.policyContact.heading')}</h2>
      <p>{t('pages.policyContact.intro')}</p>
      <ul>
        <li>{richText(t('pages.policyContact.email', { email: contactInfo.email }), { mail })}</li>
        <li>
          {richText(
            t('pages.policyContact.phone', { phone: contactInfo.phoneDisplay, hours: t('home.contact.hours') }),
            {
              phone,
            },
          )}
        </li>
        <li>{t('pages.policyContact.post', { address: contactInfo.address })}</li>
      </ul>
      <p>{t('pages.policyContact.reply')}</p>
    </>
  );
}
