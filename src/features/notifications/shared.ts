/**
 * What other features' pages use of notifications, without the bell: the Account page's choice of
 * which kinds also arrive by e-mail.
 */
export { EMAIL_TOPICS } from './email-topics';
export { notificationsApi } from './notifications-api';
export { emailChoicesQuery } from './notifications-queries';
