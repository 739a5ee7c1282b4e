/**
 * The shop's contact details, in one place (rule:site-footer: Contact Info). The footer, the policy pages and the
 * order page's Contact Support all read them from here, so a changed address or e-mail changes everywhere at once.
 * The opening hours (rule:contact-form) are words, so they are in the catalogs (`home.contact.hours`, ADR 0059).
 */
export const contactInfo = {
  email: 'support@shop.example',
  phoneDisplay: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  address: '4th Floor, 21 MG Road, Bengaluru, Karnataka 560001, India',
};
