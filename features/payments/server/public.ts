import 'server-only';

/** What other features may use of the payments on the server (the one cross-feature server entry). */
export { askAboutOpenPayments, voidOpenPayments } from './pending-offer';
export { requestPayment } from './create-payment';
