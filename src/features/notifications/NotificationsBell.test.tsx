import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationBox, NotificationDto } from '@/api/contract/notifications';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange, emitLiveReload } from '@/features/live/live-bus';
import { renderAtPath } from '@tests/router';
import { notificationsApi } from './notifications-api';
import { NotificationsBell } from './NotificationsBell';

afterEach(() => vi.restoreAllMocks());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Notification `id` assigning task "Task <id>" of project 3, made `id` minutes before the newest (id 100 is now). */
const assigned = (id: number, changes: Partial<NotificationDto> = {}): NotificationDto => ({
  id,
  kind: 'task_assigned',
  created_at: minutesAgo(100 - id),
  read: false,
  archived: false,
  actor: { id: 4, name: 'Maya Chen' },
  subject: { type: 'task', id: 1000 + id, label: `Task ${id}`, scope: 3 },
  detail: null,
  ...changes,
});

/** The server's side of the bell for one person, answering as the API does: newest first, ten a page. */
function serve(initial: NotificationDto[]) {
  let kept = [...initial];
  const inBox = (box: NotificationBox) => kept.filter((n) => n.archived === (box === 'archived')).sort((a, b) => b.id - a.id);
  const unread = () => kept.filter((n) => !n.archived && !n.read).length;
  const change = (id: number, changes: Partial<NotificationDto>) => {
    kept = kept.map((n) => (n.id === id ? { ...n, ...changes } : n));
    return kept.find((n) => n.id === id)!;
  };
  const calls = {
    list: vi.spyOn(notificationsApi, 'list').mockImplementation(async (query) => {
      const page = Number(query.page ?? 1);
      const size = Number(query.page_size ?? 10);
      const items = inBox(query.box ?? 'messages');
      return {
        count: items.length,
        num_pages: Math.max(1, Math.ceil(items.length / size)),
        current_page: page,
        results: items.slice((page - 1) * size, page * size),
        unread: unread(),
      };
    }),
    unread: vi.spyOn(notificationsApi, 'unread').mockImplementation(async () => ({ unread: unread() })),
    markRead: vi.spyOn(notificationsApi, 'markRead').mockImplementation(async (id) => change(id, { read: true })),
    markAllRead: vi.spyOn(notificationsApi, 'markAllRead').mockImplementation(async () => {
      kept = kept.map((n) => (n.archived ? n : { ...n, read: true }));
      return { unread: 0 };
    }),
    archive: vi.spyOn(notificationsApi, 'archive').mockImplementation(async (id) => change(id, { archived: true, read: true })),
  };
  return { calls, arrive: (notification: NotificationDto) => (kept = [...kept, notification]) };
}

async function showBell() {
  const shown = await renderAtPath(() => <NotificationsBell />, '/dashboard');
  return { ...shown, bell: () => screen.getByRole('button', { name: /^Notifications/ }) };
}

async function openPopover() {
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog');
}

const items = (popover: HTMLElement) => within(popover).getAllByRole('listitem');
/** The shown notification whose sentence holds `text` (names and titles sit in elements of their own). */
const itemSaying = (popover: HTMLElement, text: string) =>
  waitFor(() => {
    const item = within(popover)
      .queryAllByRole('listitem')
      .find((li) => li.textContent.includes(text));
    expect(item).toBeDefined();
    return item!;
  });

describe('the notifications bell', () => {
  it('counts the unread in its badge and its name, up to "9+"', async () => {
    serve([assigned(1), assigned(2), assigned(3), assigned(4, { read: true }), assigned(5, { archived: true })]);
    const { bell } = await showBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(within(bell()).getByText('3')).toBeInTheDocument();
  });

  it('says "9+" past nine', async () => {
    serve(Array.from({ length: 12 }, (_, i) => assigned(i + 1)));
    const { bell } = await showBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 12 unread'));
    expect(within(bell()).getByText('9+')).toBeInTheDocument();
  });

  it('shows no badge when nothing is unread', async () => {
    const { calls } = serve([assigned(1, { read: true })]);
    const { bell } = await showBell();
    await waitFor(() => expect(calls.unread).toHaveBeenCalled());
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(within(bell()).queryByText('0')).toBeNull();
  });

  it('lists the Messages tab newest first, each saying what happened and when, and loads older ones', async () => {
    serve(Array.from({ length: 12 }, (_, i) => assigned(89 + i)));
    await showBell();
    const popover = await openPopover();
    expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveAttribute('aria-expanded', 'true');
    expect(popover).toHaveAccessibleName('Notifications, 12 unread');
    expect(await within(popover).findByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(items(popover)).toHaveLength(10));
    const newest = items(popover)[0]!;
    expect(within(newest).getByRole('link', { name: 'Maya Chen assigned you “Task 100”' })).toHaveAttribute(
      'href',
      '/dashboard/projects/details/3/phase',
    );
    expect(within(newest).getByText('this minute')).toBeInTheDocument();
    expect(within(items(popover)[5]!).getByText('5 minutes ago')).toBeInTheDocument();
    await userEvent.click(within(popover).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items(popover)).toHaveLength(12));
    expect(items(popover)[11]).toHaveTextContent('Maya Chen assigned you “Task 89”');
    expect(within(popover).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks one as read, and the badge counts one fewer', async () => {
    const { calls } = serve([assigned(1), assigned(2)]);
    const { bell } = await showBell();
    const popover = await openPopover();
    const item = await itemSaying(popover, '“Task 1”');
    expect(item).toHaveTextContent('Unread:');
    await userEvent.click(within(item).getByRole('button', { name: 'Mark as read' }));
    expect(calls.markRead).toHaveBeenCalledWith(1);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(within(item).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(item).not.toHaveTextContent('Unread:');
  });

  it('marks all as read, and the badge goes', async () => {
    const { calls } = serve([assigned(1), assigned(2), assigned(3)]);
    const { bell } = await showBell();
    const popover = await openPopover();
    await waitFor(() => expect(items(popover)).toHaveLength(3));
    await userEvent.click(within(popover).getByRole('button', { name: 'Mark all as read' }));
    expect(calls.markAllRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(within(popover).queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
    expect(within(popover).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('archives one: it leaves Messages for the Archived tab', async () => {
    const { calls } = serve([assigned(1), assigned(2, { read: true })]);
    await showBell();
    const popover = await openPopover();
    await userEvent.click(within(await itemSaying(popover, '“Task 2”')).getByRole('button', { name: 'Archive' }));
    expect(calls.archive).toHaveBeenCalledWith(2);
    await waitFor(() => expect(items(popover)).toHaveLength(1));
    expect(items(popover)[0]).toHaveTextContent('“Task 1”');
    await userEvent.click(within(popover).getByRole('tab', { name: 'Archived' }));
    await waitFor(() => expect(items(popover)).toHaveLength(1));
    expect(items(popover)[0]).toHaveTextContent('“Task 2”');
    expect(calls.list).toHaveBeenCalledWith(expect.objectContaining({ box: 'archived' }));
    // An archived one has nothing more to be done with it.
    expect(within(items(popover)[0]!).queryByRole('button')).toBeNull();
  });

  it('says when a tab is empty', async () => {
    serve([]);
    await showBell();
    const popover = await openPopover();
    expect(await within(popover).findByText('No notifications yet. What needs your attention shows here.')).toBeInTheDocument();
    await userEvent.click(within(popover).getByRole('tab', { name: 'Archived' }));
    expect(await within(popover).findByText('Nothing archived. Archive a notification to put it away here.')).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('opening one marks it read, closes the popover and goes to its page', async () => {
    const { calls } = serve([assigned(1)]);
    const { router, bell } = await showBell();
    const popover = await openPopover();
    await userEvent.click(await within(popover).findByRole('link', { name: 'Maya Chen assigned you “Task 1”' }));
    expect(calls.markRead).toHaveBeenCalledWith(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects/details/3/phase'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('reads the count and the open tab again when the live stream says a notification came, or asks for a reload', async () => {
    const server = serve([]);
    const { bell } = await showBell();
    const popover = await openPopover();
    expect(await within(popover).findByText(/No notifications yet/)).toBeInTheDocument();
    server.arrive(assigned(7));
    emitLiveChange({ kind: 'notification', subject: 7, scope: null, version: null });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(await itemSaying(popover, '“Task 7”')).toHaveTextContent('Maya Chen assigned you “Task 7”');
    // Another kind of change is not the bell's.
    server.arrive(assigned(8));
    emitLiveChange({ kind: 'board', subject: 3, scope: null, version: 4 });
    emitLiveReload();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(within(bell()).getByText('2')).toBeInTheDocument();
  });
});
