/** The routes this remote owns, under the locale prefix. */
export const MARKETING_ROUTES = ['/', '/pricing', '/about', '/faqs', '/privacy-policy', '/terms-of-services'];
