/**
 * What a person is told about (the top bar's notifications). Three belong to areas still being
 * built (support, invoices, careers); they are named here so those areas only feed them. The
 * contact form's inquiries come last.
 */
export const NOTIFICATION_KINDS = [
  'task_assigned',
  'task_checklist_changed',
  'project_status_changed',
  'message_taken',
  'sms_received',
  'ticket_replied',
  'invoice_paid',
  'application_received',
  'inquiry_received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification is about, so the app can link to it. */
export const NOTIFICATION_SUBJECTS = ['task', 'project', 'call', 'sms', 'ticket', 'invoice', 'application', 'inquiry'] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

/** The popover's tabs: what is still to look at, and what the person put away. */
export const NOTIFICATION_BOXES = ['messages', 'archived'] as const;
export type NotificationBox = (typeof NOTIFICATION_BOXES)[number];

/** Codes of the e-mail choices' own field errors: a kind this person is never told about. */
export const NOTIFICATION_FIELD_CODES = ['kind_not_offered'] as const;
export type NotificationFieldCode = (typeof NOTIFICATION_FIELD_CODES)[number];
