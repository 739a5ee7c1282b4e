import { promiseDayParts } from '../../shared/delivery-rules';
import type { MailTexts } from './mail-texts';

const weekdays = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'];
const months = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'];

/**
 * "शुक्र, 4 दिस॰" for 2026-12-04, as the pages write it (the storefront catalog's `ui.day`; the domain cannot read the
 * storefront's catalogs, and test/i18n/mail-day.test.ts holds the two alike for every day of a year).
 */
function hindiDay(day: string): string {
  const { weekday, date, month } = promiseDayParts(day);
  return `${weekdays[weekday]}, ${date} ${months[month]}`;
}

/** The mails in Hindi, in the storefront's words (docs/hindi-glossary.md). */
export const hindiMail: MailTexts = {
  hello: 'नमस्ते,',
  helloName: (name) => `नमस्ते ${name},`,
  orderPlaced: (number) => `हमसे खरीदारी करने के लिए धन्यवाद। आपका ऑर्डर ${number} हो गया है।`,
  orderPlacedSubject: (number, total) => `ऑर्डर ${number} हो गया: ${total}`,
  itemsHeading: 'आइटम:',
  item: 'आइटम',
  qty: 'मात्रा',
  price: 'दाम',
  was: 'पहले',
  itemCount: (count) => `${count} आइटम`,
  subtotal: (items) => `सबटोटल (${items})`,
  savings: 'बचत',
  shipping: 'डिलीवरी चार्ज',
  free: 'फ़्री',
  total: 'कुल',
  payment: 'पेमेंट',
  paymentMethod: { COD: 'कैश ऑन डिलीवरी', Online: 'ऑनलाइन पेमेंट' },
  codNote: (payment, total) => `${payment}: ऑर्डर आने पर ${total} तैयार रखें।`,
  estimatedDelivery: 'अनुमानित डिलीवरी',
  deliveredBy: (day) => `${hindiDay(day)} तक`,
  noPromise: '2-5 कामकाजी दिन',
  deliveryNote: (pincode) => `पिन कोड ${pincode} पर डिलीवरी। पूरा पता ऑर्डर पेज पर है।`,
  seeAndTrack: 'अपना ऑर्डर देखें और ट्रैक करें',
  // The shop may cancel while it is Placed or Processing: in a shopper's words, until it is shipped.
  cancelNote: (hours) =>
    `मन बदल गया? ऑर्डर करने के ${hours} घंटे के अंदर, जब तक वह भेजा नहीं गया है, आप ऑर्डर पेज पर “ऑर्डर कैंसल करें” से इसे कैंसल कर सकते हैं।`,
  shippedSubject: (number) => `ऑर्डर ${number} भेज दिया गया है`,
  shippedLines: (number, courier, tracking, trackingUrl) => [
    `आपका ऑर्डर ${number} ${courier ?? 'हमारे कूरियर'} के साथ रास्ते में है।`,
    `ट्रैकिंग नंबर: ${tracking}`,
    ...(trackingUrl ? [`कूरियर की साइट पर ट्रैक करें: ${trackingUrl}`] : []),
  ],
  codReady: (total) => `कृपया डिलीवरी के समय ${total} नकद तैयार रखें।`,
  deliveredSubject: (number) => `ऑर्डर ${number} डिलीवर हो गया`,
  deliveredLines: (number) => [
    `आपका ऑर्डर ${number} डिलीवर हो गया है। हमसे खरीदारी करने के लिए धन्यवाद।`,
    'कुछ पसंद नहीं आया? डिलीवरी के 7 दिन के अंदर आप उसे रिटर्न कर सकते हैं।',
  ],
  cancelledSubject: (number) => `ऑर्डर ${number} कैंसल हो गया`,
  cancelledLines: (number) => [
    `हमें खेद है: आपका ऑर्डर ${number} दुकान ने कैंसल कर दिया है और डिलीवर नहीं होगा।`,
    'आपको कुछ नहीं देना है। अगर आपको इसकी उम्मीद नहीं थी, तो इस मेल का जवाब दें या हमसे संपर्क करें।',
  ],
  returnedSubject: (number) => `ऑर्डर ${number} हमारे पास वापस आ रहा है`,
  returnedLines: (number) => [
    `कूरियर आपका ऑर्डर ${number} डिलीवर नहीं कर सका और उसे हमें लौटा रहा है।`,
    'आपको कुछ नहीं देना है। अगर आपको अब भी चाहिए, तो दोबारा ऑर्डर करें या हमसे संपर्क करें।',
  ],
  seeOrder: 'अपना ऑर्डर देखें',
  resetSubject: 'अपना पासवर्ड रीसेट करें',
  resetLines: (link) => [
    'किसी ने (उम्मीद है आपने) आपके शॉप खाते का पासवर्ड रीसेट करने को कहा है।',
    `नया पासवर्ड चुनने के लिए एक घंटे के अंदर यह लिंक खोलें: ${link}`,
    '',
    'यह लिंक एक ही बार काम करता है। अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  ],
  resetLinkText: 'नया पासवर्ड चुनें',
  resetHtmlLines: {
    asked: 'किसी ने (उम्मीद है आपने) आपके शॉप खाते का पासवर्ड रीसेट करने को कहा है।',
    linkNote: '(लिंक एक ही बार, एक घंटे के अंदर काम करता है)।',
    ignore: 'अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
};
