import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';
import { contactInfo } from '../../lib/contact-info';
import { PolicyContact } from './policy-contact';
import { richText, strong } from './rich-text';

/** The privacy policy's text: what the shop really stores, for what, and for how long. */
export function PrivacyPolicyContent() {
  const t = useT();
  const profile = (words: string) => <Link to="/profile">{words}</Link>;
  const deleteAccount = (words: string) => <Link to="/delete-account">{words}</Link>;
  return (
    <>
      <h2>{t('pages.privacy.whoWeAre')}</h2>
      <p>{t('pages.privacy.whoWeAreText', { address: contactInfo.address })}</p>

      <h2>{t('pages.privacy.whatWeCollect')}</h2>
      <h3>{t('pages.privacy.accountHeading')}</h3>
      <ul>
        <li>{t('pages.privacy.accountDetails')}</li>
        <li>{t('pages.privacy.accountPicture')}</li>
        <li>{t('pages.privacy.accountPassword')}</li>
      </ul>
      <h3>{t('pages.privacy.shopHeading')}</h3>
      <ul>
        <li>{t('pages.privacy.shopCart')}</li>
        <li>{t('pages.privacy.shopOrders')}</li>
        <li>{t('pages.privacy.shopReviews')}</li>
      </ul>
      <h3>{t('pages.privacy.contactHeading')}</h3>
      <ul>
        <li>{t('pages.privacy.contactMessages')}</li>
      </ul>
      <h3>{t('pages.privacy.automaticHeading')}</h3>
      <ul>
        <li>{t('pages.privacy.automaticRecords')}</li>
      </ul>
      <p>{t('pages.privacy.noCardDetails')}</p>

      <h2>{t('pages.privacy.whyWeUseIt')}</h2>
      <ul>
        <li>{t('pages.privacy.useDeliver')}</li>
        <li>{t('pages.privacy.useAccount')}</li>
        <li>{t('pages.privacy.useMessages')}</li>
        <li>{t('pages.privacy.useProtect')}</li>
        <li>{t('pages.privacy.useRecords')}</li>
      </ul>
      <p>{t('pages.privacy.noSelling')}</p>

      <h2>{t('pages.privacy.whoWeShareWith')}</h2>
      <ul>
        <li>{richText(t('pages.privacy.shareDelivery'), { b: strong })}</li>
        <li>{richText(t('pages.privacy.shareProviders'), { b: strong })}</li>
        <li>{richText(t('pages.privacy.shareAuthorities'), { b: strong })}</li>
      </ul>

      <h2>{t('pages.privacy.cookies')}</h2>
      <p>{richText(t('pages.privacy.cookiesText', { cookie: 'token-admin-ecom' }), { b: strong })}</p>
      <p>{t('pages.privacy.noTracking')}</p>

      <h2>{t('pages.privacy.howLong')}</h2>
      <ul>
        <li>{t('pages.privacy.keepAccount')}</li>
        <li>{richText(t('pages.privacy.keepOrders'), { delete: deleteAccount })}</li>
        <li>{t('pages.privacy.keepMessages')}</li>
        <li>{t('pages.privacy.keepRecords')}</li>
      </ul>

      <h2>{t('pages.privacy.howWeProtect')}</h2>
      <p>{t('pages.privacy.howWeProtectText')}</p>

      <h2>{t('pages.privacy.yourRights')}</h2>
      <ul>
        <li>{richText(t('pages.privacy.rightCorrect'), { b: strong, profile })}</li>
        <li>{richText(t('pages.privacy.rightCopy'), { b: strong })}</li>
        <li>{richText(t('pages.privacy.rightDelete'), { b: strong, delete: deleteAccount })}</li>
        <li>{richText(t('pages.privacy.rightComplain'), { b: strong })}</li>
      </ul>

      <h2>{t('pages.privacy.children')}</h2>
      <p>{t('pages.privacy.childrenText')}</p>

      <h2>{t('pages.privacy.changes')}</h2>
      <p>{t('pages.privacy.changesText')}</p>

      <PolicyContact heading={t('pages.privacy.grievanceHeading')} />
    </>
  );
}
