import type { UserRow } from '@server/db/schema';
import type { AuditEventInput } from './record';

/** A person as the target of an event: their e-mail names them even once the account is gone. */
export const userTarget = (user: Pick<UserRow, 'id' | 'email'>) => ({ type: 'user' as const, id: user.id, label: user.email });

/** The events a change to a person's account makes: role, active state, e-mail. */
export function userChangeEvents(before: UserRow, after: UserRow): AuditEventInput[] {
  const target = userTarget(before);
  const events: AuditEventInput[] = [];
  if (after.role !== before.role) events.push({ action: 'role_changed', target, details: { from: before.role, to: after.role } });
  if (before.isActive && !after.isActive) events.push({ action: 'deactivated', target });
  if (!before.isActive && after.isActive) events.push({ action: 'reactivated', target });
  if (after.email !== before.email) events.push({ action: 'email_changed', target, details: { from: before.email, to: after.email } });
  return events;
}
