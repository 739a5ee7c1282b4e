import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';
import { contactInfo } from '../../lib/contact-info';
import { PolicyContact } from './policy-contact';
import { richText, strong } from './rich-text';

/**
 * How to have an account deleted (rule:policy-pages: by e-mail request; rule:shop-policies: confirmed within 7
 * business days, done within 30 days, invoices kept up to 90 days).
 */
export function DeleteAccountContent() {
  const t = useT();
  // The subject stays English in both languages: the support team sorts its mail by it.
  const subject = encodeURIComponent('Delete my account');
  const mail = (words: string) => (
    <a href={`mailto:${contactInfo.email}?subject=${subject}`} data-testid="delete-account-email">
      {words}
    </a>
  );
  const orders = (words: string) => <Link to="/orders">{words}</Link>;
  const profile = (words: string) => <Link to="/profile">{words}</Link>;
  return (
    <>
      <h2>{t('pages.deleteAccount.howToAsk')}</h2>
      <ol>
        <li>{richText(t('pages.deleteAccount.sendMail', { email: contactInfo.email }), { mail, b: strong })}</li>
        <li>{t('pages.deleteAccount.includeDetails')}</li>
        <li>{t('pages.deleteAccount.weConfirm')}</li>
      </ol>

      <h2>{t('pages.deleteAccount.before')}</h2>
      <ul>
        <li>{richText(t('pages.deleteAccount.openOrders'), { orders })}</li>
        <li>{t('pages.deleteAccount.openReturns')}</li>
        <li>{t('pages.deleteAccount.saveInvoices')}</li>
      </ul>

      <h2>{t('pages.deleteAccount.whatWeDelete')}</h2>
      <ul>
        <li>{t('pages.deleteAccount.deleteProfile')}</li>
        <li>{t('pages.deleteAccount.deleteSignIn')}</li>
        <li>{t('pages.deleteAccount.deleteCart')}</li>
        <li>{t('pages.deleteAccount.deleteReviews')}</li>
        <li>{t('pages.deleteAccount.deleteMessages')}</li>
      </ul>

      <h2>{t('pages.deleteAccount.whatWeKeep')}</h2>
      <p>{t('pages.deleteAccount.whatWeKeepText')}</p>

      <h2>{t('pages.deleteAccount.howLong')}</h2>
      <ul>
        <li>{t('pages.deleteAccount.confirmTime')}</li>
        <li>{t('pages.deleteAccount.deleteTime')}</li>
        <li>{t('pages.deleteAccount.permanent')}</li>
      </ul>

      <p>{richText(t('pages.deleteAccount.editInstead'), { profile })}</p>

      <PolicyContact />
    </>
  );
}
