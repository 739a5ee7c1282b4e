/**
 * The shop's contact details, in one place (rule:site-footer: Contact Info; the hours are those of
 * rule:contact-form). The footer, the policy pages and the order page's Contact Support all
 * read them from here, so a changed address or e-mail changes everywhere at once.
 */
export const contactInfo = {
  email: 'support@shop.example',
  phoneDisplay: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  address: '4th Floor, 21 MG Road, Bengaluru, Karnataka 560001, India',
  hours: 'Monday to Saturday, 9:00 AM to 8:00 PM',
};
