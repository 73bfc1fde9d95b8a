/** The legal pages, for the router. */
export { PrivacyPage } from './PrivacyPage';
export { TermsPage } from './TermsPage';
