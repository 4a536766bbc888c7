import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenSource } from '@/api/session-hooks';
import { auditApi } from './audit-api';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenSource(() => null);
});

describe('the audit export call', () => {
  it('sends the filter in the address, each action once, and leaves out what is empty', async () => {
    setAccessTokenSource(() => 't');
    const fetchSpy = vi.fn<typeof fetch>(
      async () => new Response('a\r\n', { headers: { 'content-disposition': 'attachment; filename="audit-log.csv"' } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { fileName } = await auditApi.exportCsv({
      action: ['sign_in', 'role_changed'],
      actor: 'ava',
      target: '',
      date_from: '2026-03-01',
      date_to: null,
      time_zone: 'Europe/Madrid',
    });
    expect(fileName).toBe('audit-log.csv');
    const url = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://lato.test');
    expect(url.pathname).toBe('/api/v1/audit/events/export/');
    expect(url.searchParams.getAll('action')).toEqual(['sign_in', 'role_changed']);
    expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'action'))).toEqual({
      actor: 'ava',
      date_from: '2026-03-01',
      time_zone: 'Europe/Madrid',
    });
  });
});
