// Talking to sellers: the "Email the seller" action with its dialog, and the buyer's messages page.
// Other features import from here only.
export { EmailSellerAction } from './components/email-seller-action';
export { CarOutboxNotice } from './components/car-outbox-notice';
export { EMAIL_DIALOG } from './components/email-seller-action';
