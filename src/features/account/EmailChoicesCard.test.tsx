import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailChoices } from '@/api/contract/notifications';
import { ApiError } from '@/api/errors';
import { notificationsApi } from '@/features/notifications/shared';
import { showToast } from '@/ui/toast';
import { renderWithProviders } from '@tests/render';
import { EmailChoicesCard } from './EmailChoicesCard';

// What the card says in toasts, read where it says it (the toasts' frame belongs to the app shell).
vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const STAFF: EmailChoices = {
  kinds: ['task_assigned', 'task_checklist_changed', 'project_status_changed'],
  by_email: ['task_assigned'],
};

function showCard(choices: EmailChoices) {
  vi.spyOn(notificationsApi, 'emailChoices').mockResolvedValue(choices);
  renderWithProviders(<EmailChoicesCard />);
  return screen.findByRole('group', { name: 'E-mail me about' });
}

const switchFor = (group: HTMLElement, name: string) => within(group).getByRole('switch', { name });

describe('what the Account page e-mails about', () => {
  it('offers a switch for each kind the person can be told about, on for those they chose', async () => {
    const group = await showCard({
      kinds: ['message_taken', 'sms_received', 'ticket_replied', 'invoice_paid'],
      by_email: ['sms_received'],
    });
    expect(within(group).getAllByRole('switch')).toHaveLength(4);
    expect(switchFor(group, 'A caller leaves a message')).not.toBeChecked();
    expect(switchFor(group, 'A text message arrives')).toBeChecked();
    expect(switchFor(group, 'A support ticket gets a reply')).not.toBeChecked();
    expect(switchFor(group, 'An invoice is paid')).not.toBeChecked();
    expect(within(group).queryByRole('switch', { name: 'A task is assigned to me' })).toBeNull();
  });

  it('saves the whole choice at each switch, and shows what the server kept', async () => {
    const save = vi
      .spyOn(notificationsApi, 'saveEmailChoices')
      .mockResolvedValueOnce({ ...STAFF, by_email: ['task_assigned', 'project_status_changed'] })
      .mockResolvedValueOnce({ ...STAFF, by_email: ['project_status_changed'] });
    const group = await showCard(STAFF);
    await userEvent.click(switchFor(group, 'A project I am on changes status'));
    expect(save).toHaveBeenLastCalledWith({ by_email: ['task_assigned', 'project_status_changed'] });
    await waitFor(() => expect(switchFor(group, 'A project I am on changes status')).toBeChecked());
    expect(showToast).toHaveBeenLastCalledWith({ color: 'teal', message: 'Your e-mail choices are saved.' });

    await userEvent.click(switchFor(group, 'A task is assigned to me'));
    expect(save).toHaveBeenLastCalledWith({ by_email: ['project_status_changed'] });
    await waitFor(() => expect(switchFor(group, 'A task is assigned to me')).not.toBeChecked());
    expect(switchFor(group, 'A project I am on changes status')).toBeChecked();
  });

  it('leaves a switch as it was when the server refuses, and says why', async () => {
    vi.spyOn(notificationsApi, 'saveEmailChoices').mockRejectedValue(
      new ApiError('Server error', 500, 'server_error', 'A server error occurred.'),
    );
    const group = await showCard(STAFF);
    await userEvent.click(switchFor(group, 'The checklist of a task of mine changes'));
    await waitFor(() =>
      expect(showToast).toHaveBeenLastCalledWith({ color: 'red', message: 'Something went wrong on our side. Please try again.' }),
    );
    expect(switchFor(group, 'The checklist of a task of mine changes')).not.toBeChecked();
    expect(switchFor(group, 'The checklist of a task of mine changes')).toBeEnabled();
  });

  it('reads the choices again when a kind is no longer offered (the person’s role changed)', async () => {
    vi.spyOn(notificationsApi, 'saveEmailChoices').mockRejectedValue(
      new ApiError('Invalid input', 400, 'validation_error', 'Invalid input.', { by_email: ['kind_not_offered'] }),
    );
    const load = vi
      .spyOn(notificationsApi, 'emailChoices')
      .mockResolvedValueOnce(STAFF)
      .mockResolvedValue({ kinds: ['message_taken'], by_email: [] });
    renderWithProviders(<EmailChoicesCard />);
    const group = await screen.findByRole('group', { name: 'E-mail me about' });
    await userEvent.click(switchFor(group, 'The checklist of a task of mine changes'));
    await waitFor(() =>
      expect(showToast).toHaveBeenLastCalledWith({
        color: 'red',
        message: 'You can no longer be e-mailed about one of these. Your choices have been read again.',
      }),
    );
    await waitFor(() => expect(within(group).getAllByRole('switch')).toHaveLength(1));
    expect(switchFor(group, 'A caller leaves a message')).not.toBeChecked();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says when the choices cannot be read, and reads them again on "Try again"', async () => {
    vi.spyOn(notificationsApi, 'emailChoices')
      .mockRejectedValueOnce(new ApiError('Network', undefined, 'network', undefined))
      .mockResolvedValue(STAFF);
    renderWithProviders(<EmailChoicesCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the server. Check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const group = await screen.findByRole('group', { name: 'E-mail me about' });
    expect(switchFor(group, 'A task is assigned to me')).toBeChecked();
  });
});
