import type { NotificationDto } from '@/api/contract/notifications';

const withSearch = (path: string, search: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * The page a notification is about, or null for an area that has no page yet (support tickets,
 * invoices). A task opens its project's phase editor (a personal task, the todo
 * board); a call, the calls of its number narrowed to that caller (the calls page has no address
 * for one call's drawer); a text, its conversation in the Messages tab; a job application, its card
 * on the careers pipeline; an inquiry, its thread.
 */
export function notificationHref({ subject }: Pick<NotificationDto, 'subject'>): string | null {
  switch (subject.type) {
    case 'task':
      return subject.scope === null ? '/dashboard/todo-list' : `/dashboard/projects/details/${subject.scope}/phase`;
    case 'project':
      return `/dashboard/projects/details/${subject.id}`;
    case 'call':
      return withSearch('/dashboard/calls', { number: subject.scope ?? undefined, customer: subject.label || undefined });
    case 'sms':
      return withSearch('/dashboard/calls', { number: subject.scope ?? undefined, tab: 'messages', thread: subject.label || undefined });
    case 'application':
      return withSearch('/dashboard/careers/applications', { application: subject.id });
    case 'inquiry':
      return withSearch('/dashboard/inquiries', { inquiry: subject.id });
    case 'ticket':
    case 'invoice':
      return null;
  }
}
