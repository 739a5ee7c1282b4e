import type { ShopLanguage } from '../../shared/shop-language';
import { englishMail } from './english';
import { hindiMail } from './hindi';
import type { MailTexts } from './mail-texts';

/** The mails' texts in an account's language (users.language); English when it never chose one. */
export function mailTexts(language: ShopLanguage | null | undefined): MailTexts {
  return language === 'hi' ? hindiMail : englishMail;
}
