/**
 * The API's messages in Hindi (ADR 0059), by their exact English: what a shopper's toast or form shows after a call
 * from a Hindi page. The API's contract stays English; a caller that sends `X-Shop-Language: hi` (the storefront on
 * a Hindi page, a future app) gets the message in Hindi when it is here, else the English one. Words as in
 * docs/hindi-glossary.md. test/i18n/api-messages.test.ts holds this list to every success message of the shopper's
 * routes.
 */
export const hindiApiMessages: Readonly<Record<string, string>> = {
  // Success messages of the shopper's routes.
  'Account created successfully': 'आपका खाता बन गया',
  'Added to cart': 'कार्ट में डाल दिया',
  'Alert stopped': 'अलर्ट बंद कर दिया',
  'Alerts fetched': 'अलर्ट मिल गए',
  'Banners fetched successfully': 'बैनर मिल गए',
  'Brands fetched successfully': 'ब्रांड मिल गए',
  'Cart fetched': 'कार्ट मिल गया',
  'Cart updated': 'कार्ट अपडेट हो गया',
  'Categories fetched successfully': 'कैटेगरी मिल गईं',
  'Hero content fetched successfully': 'मुख्य बैनर मिल गया',
  'Image uploaded successfully': 'तस्वीर अपलोड हो गई',
  'Mobile banners fetched successfully': 'मोबाइल बैनर मिल गए',
  'Moved to cart': 'कार्ट में डाल दिया',
  'Order cancelled': 'ऑर्डर कैंसल हो गया',
  'Order fetched': 'ऑर्डर मिल गया',
  'Order placed successfully': 'ऑर्डर हो गया',
  'Orders fetched': 'ऑर्डर मिल गए',
  'Password reset successfully. Please sign in.': 'पासवर्ड रीसेट हो गया। कृपया लॉग इन करें।',
  'Product fetched successfully': 'प्रोडक्ट मिल गया',
  'Profile fetched successfully': 'प्रोफ़ाइल मिल गई',
  'Profile updated successfully': 'प्रोफ़ाइल अपडेट हो गई',
  'Related products fetched successfully': 'मिलते-जुलते प्रोडक्ट मिल गए',
  'Removed from Saved for later': 'बाद के लिए सहेजे गए से हटा दिया',
  'Removed from cart': 'कार्ट से हटा दिया',
  'Return requests fetched': 'रिटर्न अनुरोध मिल गए',
  'Review updated successfully': 'रिव्यू सेव हो गया',
  'Reviews fetched successfully': 'रिव्यू मिल गए',
  'Saved for later': 'बाद के लिए सहेज लिया',
  'Saved items fetched': 'सहेजे गए आइटम मिल गए',
  'Settings fetched successfully': 'सेटिंग्स मिल गईं',
  'Signed in successfully': 'लॉग इन हो गया',
  'Signed out successfully': 'लॉग आउट हो गया',
  'Sub categories fetched successfully': 'सब-कैटेगरी मिल गईं',
  'Suggestions fetched successfully': 'सुझाव मिल गए',
  'Testimonials fetched successfully': 'ग्राहकों की राय मिल गई',
  'Top selling products fetched successfully': 'सबसे ज़्यादा बिकने वाले प्रोडक्ट मिल गए',
  'You will get no more of these alerts.': 'अब आपको ये अलर्ट नहीं मिलेंगे।',
  OK: 'ठीक है',
  // Refusals a shopper meets.
  'An account with this email already exists': 'इस ईमेल से पहले ही एक खाता बना हुआ है',
  'Could not place the order': 'ऑर्डर नहीं हो सका',
  'Invalid email or password': 'ईमेल या पासवर्ड ग़लत है',
  'Online payment is not available yet. Please choose Cash on Delivery.':
    'ऑनलाइन पेमेंट अभी उपलब्ध नहीं है। कृपया कैश ऑन डिलीवरी चुनें।',
  'Please enter at least 1 unit.': 'कृपया कम से कम 1 यूनिट डालें।',
  'Please enter your email to be told when it is back.': 'दोबारा आने पर ख़बर पाने के लिए कृपया अपना ईमेल डालें।',
  'Please say what happened.': 'कृपया बताएँ कि क्या हुआ।',
  'Please sign in to continue': 'आगे बढ़ने के लिए कृपया लॉग इन करें',
  'The upload was cut off or malformed. Please try again.': 'अपलोड अधूरा या ख़राब रहा। कृपया फिर से कोशिश करें।',
  'The uploaded file is empty.': 'अपलोड की गई फ़ाइल ख़ाली है।',
  'This alert is not one of yours.': 'यह अलर्ट आपका नहीं है।',
  'This image could not be read. It may be damaged; please try another file.':
    'यह तस्वीर पढ़ी नहीं जा सकी। शायद यह ख़राब है; कृपया कोई दूसरी फ़ाइल चुनें।',
  'This item is not in your Saved for later': 'यह आइटम आपके सहेजे गए आइटम में नहीं है',
  'This item is not in your cart': 'यह आइटम आपके कार्ट में नहीं है',
  'This order is already being placed. Please wait a moment.': 'यह ऑर्डर पहले से प्लेस हो रहा है। कृपया थोड़ा रुकें।',
  'This order is already cancelled.': 'यह ऑर्डर पहले ही कैंसल हो चुका है।',
  'This product is no longer available.': 'यह प्रोडक्ट अब उपलब्ध नहीं है।',
  'This reset link is invalid or has expired. Please request a new one.':
    'यह रीसेट लिंक ग़लत है या इसकी समय-सीमा ख़त्म हो गई है। कृपया नया लिंक माँगें।',
  'This unsubscribe link is not complete.': 'यह अनसब्सक्राइब लिंक अधूरा है।',
  'This unsubscribe link is not valid.': 'यह अनसब्सक्राइब लिंक सही नहीं है।',
  'Your session has expired. Please sign in again': 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें',
  'Something went wrong on our side. Please try again.': 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Too many requests. Please slow down.': 'बहुत ज़्यादा अनुरोध। कृपया थोड़ा धीरे।',
  'The shop is very busy right now. Please try again in a moment.':
    'अभी दुकान पर बहुत भीड़ है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'That took too long. Please try again in a moment.': 'इसमें बहुत समय लग गया। कृपया थोड़ी देर में फिर से कोशिश करें।',
};
