export { ContactsPage } from './ContactsPage';
export { contactListQuery } from './contacts-queries';
export { contactListQueryOf, parseContactsSearch, type ContactsSearch } from './contacts-search';
export { CONTACT_SOURCE_LABELS, CONTACT_STATUS_COLORS, CONTACT_STATUS_LABELS } from './labels';
