import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent, AuditPage } from '@/api/contract/audit';
import { ApiError } from '@/api/errors';
import { saveFile } from '@/ui/save-file';
import { renderWithProviders } from '@tests/render';
import { auditApi } from './audit-api';
import { AuditLogPage } from './AuditLogPage';
import type { AuditSearch } from './audit-search';

vi.mock('@/ui/save-file', () => ({ saveFile: vi.fn() }));
afterEach(() => vi.restoreAllMocks());

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const event = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: 1,
  occurred_at: '2026-03-03T12:00:00Z',
  actor_id: 1,
  actor_email: 'ava@agency.test',
  actor_name: 'Ava Moreno',
  action: 'role_changed',
  target_type: 'user',
  target_id: 5,
  target_label: 'iker@agency.test',
  details: { from: 'DEV', to: 'PM_DEV' },
  ip: '10.0.0.1',
  user_agent: 'Probe/1.0',
  ...overrides,
});

const page = (results: AuditEvent[], numPages = 1): AuditPage => ({ count: results.length, num_pages: numPages, current_page: 1, results });

/** The page as its route draws it: the filters in a search the page changes. */
function open(initial: AuditSearch = {}) {
  const seen: AuditSearch[] = [];
  function Route() {
    const [search, setSearch] = useState(initial);
    return (
      <AuditLogPage
        search={search}
        onSearchChange={(next) => {
          seen.push(next);
          setSearch(next);
        }}
      />
    );
  }
  renderWithProviders(<Route />);
  return seen;
}

describe('the audit log page', () => {
  it('lists the events newest first, with the action and the roles in words', async () => {
    const events = vi.spyOn(auditApi, 'events').mockResolvedValue(page([event()]));
    open();
    const table = await screen.findByTestId('audit-events');
    expect(within(table).getByText('Role changed')).toBeVisible();
    expect(within(table).getByText('Developer → Development project manager')).toBeVisible();
    expect(within(table).getByText('Ava Moreno')).toBeVisible();
    expect(events).toHaveBeenCalledWith({
      action: [],
      actor: undefined,
      target: undefined,
      date_from: null,
      date_to: null,
      time_zone: ZONE,
      page: 1,
      page_size: 25,
    });
  });

  it('sends the chosen actions, the person searched for and the page', async () => {
    const events = vi.spyOn(auditApi, 'events').mockResolvedValue(page([event()], 3));
    open();
    await screen.findByTestId('audit-events');
    await userEvent.click(screen.getByRole('combobox', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sign-in failed', hidden: true }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deactivated', hidden: true }));
    await waitFor(() => expect(events).toHaveBeenLastCalledWith(expect.objectContaining({ action: ['sign_in_failed', 'deactivated'] })));
    await userEvent.type(screen.getByRole('textbox', { name: 'Person' }), ' ava ');
    await waitFor(() => expect(events).toHaveBeenLastCalledWith(expect.objectContaining({ actor: 'ava', page: 1 })));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(events).toHaveBeenLastCalledWith(
        expect.objectContaining({ action: ['sign_in_failed', 'deactivated'], actor: 'ava', page: 2 }),
      ),
    );
  });

  it('sends the dates of the address in the reader’s time zone, and exports the same filter', async () => {
    const events = vi.spyOn(auditApi, 'events').mockResolvedValue(page([event()]));
    const exportCsv = vi.spyOn(auditApi, 'exportCsv').mockResolvedValue({ blob: new Blob(['a,b\r\n']), fileName: 'audit-log.csv' });
    open({ action: ['export'], from: '2026-03-01', to: '2026-03-05', page: 2 });
    await screen.findByTestId('audit-events');
    expect(events).toHaveBeenCalledWith(
      expect.objectContaining({ date_from: '2026-03-01', date_to: '2026-03-05', time_zone: ZONE, page: 2 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'audit-log.csv'));
    expect(exportCsv).toHaveBeenCalledWith({
      action: ['export'],
      actor: undefined,
      target: undefined,
      date_from: '2026-03-01',
      date_to: '2026-03-05',
      time_zone: ZONE,
    });
  });

  it('says when nothing matches, and offers to try again when the log cannot be read', async () => {
    const events = vi.spyOn(auditApi, 'events').mockResolvedValueOnce(page([]));
    open();
    expect(await screen.findByText('No events match these filters.')).toBeVisible();
    events.mockRejectedValue(new ApiError('Network error', undefined, 'network', undefined));
    await userEvent.type(screen.getByRole('textbox', { name: 'Target' }), 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again');
  });
});
