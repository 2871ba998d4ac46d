import 'server-only';

/** What other features may use of the company's data (the one cross-feature server entry). */
export { mayChangeCompanyLogo, replaceCompanyLogo } from './company-service';
