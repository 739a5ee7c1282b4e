/**
 * The product spec's texts the shell shows (its section 2, Header and footer), by catalog id: the English catalog
 * must say exactly these (app/i18n/catalogs.test.ts).
 */
export const specTexts: Record<string, string> = {
  'shell.search.placeholder': 'Search products...',
  'shell.profile': 'Profile',
  'shell.orders': 'Orders',
  'shell.logout': 'Logout',
  'shell.login': 'Login',
  'shell.loginSignUp': 'Login/SignUp',
  'shell.settings': 'Settings',
  'shell.home': 'Home',
  'footer.quickLinks': 'Quick Links',
  'footer.products': 'Products',
  'footer.categories': 'Categories',
  'footer.contactInfo': 'Contact Info',
  'footer.privacyPolicy': 'Privacy Policy',
  'footer.termsConditions': 'Terms & Conditions',
  'footer.refundPolicy': 'Refund Policy',
  'footer.tagline': 'Your premier destination for quality products at unbeatable prices.',
};
