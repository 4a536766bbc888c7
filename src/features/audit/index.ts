export { AuditLogPage } from './AuditLogPage';
export { parseAuditSearch, type AuditSearch } from './audit-search';
