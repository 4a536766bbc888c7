import type { NotificationKind } from '@/api/contract/notifications-values';
import { ACCESS, DEFAULT_GUARD_ROLES, isAllowed, isStaff, type Role } from '@/api/contract/roles';

/** What every staff member is told about: the tasks and projects they work on. */
const STAFF_KINDS: readonly NotificationKind[] = ['task_assigned', 'task_checklist_changed', 'project_status_changed'];

/**
 * What the managers are told about besides: the support, invoices and careers areas will tell
 * them of a client's reply, a paid invoice and a job application.
 */
const MANAGER_KINDS: readonly NotificationKind[] = ['ticket_replied', 'invoice_paid', 'application_received'];

/** What those who answer the contact form are told about: a new message from it. */
const INQUIRY_KINDS: readonly NotificationKind[] = ['inquiry_received'];

/** What a client's people are told about: their assistant's calls and texts, their tickets and invoices. */
const CLIENT_KINDS: readonly NotificationKind[] = ['message_taken', 'sms_received', 'ticket_replied', 'invoice_paid'];

/**
 * The kinds a person with this role can be told about, and so may choose to get by e-mail. A
 * person with no role is told about nothing.
 */
export function kindsFor(role: Role | null): readonly NotificationKind[] {
  if (role === 'CLIENT') return CLIENT_KINDS;
  if (!isStaff(role)) return [];
  return [
    ...STAFF_KINDS,
    ...(isAllowed(role, DEFAULT_GUARD_ROLES) ? MANAGER_KINDS : []),
    ...(isAllowed(role, ACCESS.inquiries) ? INQUIRY_KINDS : []),
  ];
}
