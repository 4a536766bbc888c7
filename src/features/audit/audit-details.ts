import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AuditEvent } from '@/api/contract/audit';
import { ROLES, type Role } from '@/api/contract/roles';
import { ORGANISATION_ROLES, type OrganisationRole } from '@/api/contract/organisations-values';
import { ORGANISATION_ROLE_LABELS, ROLE_LABELS } from '@/i18n/role-labels';

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
const isBusinessRole = (value: unknown): value is OrganisationRole => ORGANISATION_ROLES.includes(value as OrganisationRole);
/** An agency role or a role inside a business, in words; anything else as written. */
const roleOrText = (i18n: I18n, value: unknown) =>
  isRole(value) ? i18n._(ROLE_LABELS[value]) : isBusinessRole(value) ? i18n._(ORGANISATION_ROLE_LABELS[value]) : String(value ?? '—');

/** The values the server writes for these keys, in words (server/src/auth, server/src/account). */
const VALUE_PHRASES: Record<string, Record<string, MessageDescriptor>> = {
  two_step: {
    app: msg`with the authenticator app's code`,
    recovery_code: msg`with a recovery code`,
    set_up: msg`after setting up two-step sign-in`,
  },
  reason: {
    deactivated: msg`the account is deactivated`,
    two_step_code: msg`wrong two-step code`,
    recovery_code: msg`wrong recovery code`,
  },
  recovery_codes: { renewed: msg`new recovery codes` },
  by: { 'sign-up': msg`by signing up`, invitation: msg`by accepting an invitation to a business` },
};

/** One detail in words where the log's key is known; undefined for the others. */
function phrase(i18n: I18n, key: string, value: unknown): string | undefined {
  const known = VALUE_PHRASES[key]?.[String(value)];
  if (known) return i18n._(known);
  switch (key) {
    case 'enabled':
      return value ? i18n._(msg`turned on`) : i18n._(msg`turned off`);
    case 'by_manager':
      return value ? i18n._(msg`by a manager`) : '';
    case 'two_step_required_for_staff':
      return value ? i18n._(msg`two-step sign-in required for staff`) : i18n._(msg`two-step sign-in no longer required for staff`);
    case 'role':
      return roleOrText(i18n, value);
    // Whom a business's change was about (member_invited, member_removed): the address says it.
    case 'email':
      return String(value);
    case 'ended':
      return i18n._(plural(Number(value), { one: '# session ended', other: '# sessions ended' }));
    case 'rows':
      return i18n._(plural(Number(value), { one: '# row', other: '# rows' }));
    default:
      return undefined;
  }
}

/**
 * What changed, in words where the log has them: a role before and after, the fields saved, how
 * someone signed in. A key no phrase knows (an export's filters) shows as the log keeps it.
 */
export function describeDetails(i18n: I18n, event: AuditEvent): string {
  const details = event.details;
  if (!details || Object.keys(details).length === 0) return '';
  if (event.action === 'role_changed') return `${roleOrText(i18n, details.from)} → ${roleOrText(i18n, details.to)}`;
  if (event.action === 'member_role_changed')
    return `${String(details.email)}: ${roleOrText(i18n, details.from)} → ${roleOrText(i18n, details.to)}`;
  if ('from' in details && 'to' in details) return `${String(details.from)} → ${String(details.to)}`;
  if (Array.isArray(details.fields)) return details.fields.join(', ');
  return Object.entries(details)
    .filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => phrase(i18n, key, value) ?? `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .filter(Boolean)
    .join('; ');
}
