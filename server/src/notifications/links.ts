import type { NotificationRow } from '@server/db/schema';

/** Where a person chooses which notifications they also get by e-mail. */
export const EMAIL_CHOICES_PATH = '/dashboard/account';

const withSearch = (path: string, search: Record<string, string | number | null>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== null && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * The page of the app a notification is about, as a path, as the top bar links it
 * (src/features/notifications/notification-link.ts): a project task's phase editor, the todo board
 * for a personal task, the project, the calls of the number narrowed to the caller, an SMS
 * conversation, a job application on the careers pipeline, an inquiry's thread. Tickets and invoices
 * have no page yet: the dashboard, whose top bar lists the notification.
 */
export function pathOf(notification: Pick<NotificationRow, 'subjectType' | 'subjectId' | 'subjectLabel' | 'scopeId'>): string {
  const { subjectType, subjectId, subjectLabel, scopeId } = notification;
  switch (subjectType) {
    case 'task':
      return scopeId === null ? '/dashboard/todo-list' : `/dashboard/projects/details/${scopeId}/phase`;
    case 'project':
      return `/dashboard/projects/details/${subjectId}`;
    case 'call':
      return withSearch('/dashboard/calls', { number: scopeId, customer: subjectLabel });
    case 'sms':
      return withSearch('/dashboard/calls', { number: scopeId, tab: 'messages', thread: subjectLabel });
    case 'application':
      return withSearch('/dashboard/careers/applications', { application: subjectId });
    case 'inquiry':
      return withSearch('/dashboard/inquiries', { inquiry: subjectId });
    case 'ticket':
    case 'invoice':
      return '/dashboard';
  }
}
