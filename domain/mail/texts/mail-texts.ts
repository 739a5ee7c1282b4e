/**
 * What the shop's mails to a shopper say, in each storefront language (issue 39, ADR 0059): the order confirmation,
 * the order's status mails and the password reset. One object per language, both of this type, so a text missing in
 * either is a compile error; the English one is the mails as they always read. A mail is written in the account's
 * language (users.language), English when the shopper never chose one: mailTextsIn (mail-texts-in.ts).
 */

export interface MailTexts {
  hello: string;
  helloName: (name: string) => string;
  /** `number` is "#100023", in the HTML mail already marked up. */
  orderPlaced: (number: string) => string;
  orderPlacedSubject: (number: string, total: string) => string;
  itemsHeading: string;
  item: string;
  qty: string;
  price: string;
  was: string;
  itemCount: (count: number) => string;
  subtotal: (items: string) => string;
  savings: string;
  shipping: string;
  free: string;
  total: string;
  payment: string;
  paymentMethod: { COD: string; Online: string };
  codNote: (payment: string, total: string) => string;
  estimatedDelivery: string;
  /** "by Thu 4 Dec", from the YYYY-MM-DD day. */
  deliveredBy: (day: string) => string;
  noPromise: string;
  deliveryNote: (pincode: string) => string;
  seeAndTrack: string;
  cancelNote: (hours: number, statuses: readonly string[]) => string;
  shippedSubject: (number: string) => string;
  shippedLines: (number: string, courier: string | null, tracking: string, trackingUrl: string | null) => string[];
  codReady: (total: string) => string;
  deliveredSubject: (number: string) => string;
  deliveredLines: (number: string) => string[];
  cancelledSubject: (number: string) => string;
  cancelledLines: (number: string) => string[];
  returnedSubject: (number: string) => string;
  returnedLines: (number: string) => string[];
  seeOrder: string;
  resetSubject: string;
  resetLines: (link: string) => string[];
  resetLinkText: string;
  resetHtmlLines: { asked: string; linkNote: string; ignore: string };
}
