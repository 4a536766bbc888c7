import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { AuditEvent } from '@/api/contract/audit';
import { activateLocale, loadEveryMessage } from '@/i18n/i18n';
import { describeDetails } from './audit-details';

const event = (action: AuditEvent['action'], details: AuditEvent['details']): AuditEvent => ({
  id: 1,
  occurred_at: '2026-11-26T09:00:00Z',
  actor_id: 1,
  actor_email: 'ava@example.com',
  actor_name: 'Ava Moreno',
  action,
  target_type: null,
  target_id: null,
  target_label: null,
  details,
  ip: null,
  user_agent: null,
});

afterEach(() => activateLocale('en'));

describe('audit details in words', () => {
  it('says how someone signed in, what two-step change was made and by whom, and the rule', async () => {
    await activateLocale('en');
    expect(describeDetails(i18n, event('sign_in', { two_step: 'recovery_code' }))).toBe('with a recovery code');
    expect(describeDetails(i18n, event('sign_in_failed', { reason: 'two_step_code' }))).toBe('wrong two-step code');
    expect(describeDetails(i18n, event('two_step_changed', { enabled: false, by_manager: true }))).toBe('turned off; by a manager');
    expect(describeDetails(i18n, event('two_step_changed', { recovery_codes: 'renewed' }))).toBe('new recovery codes');
    expect(describeDetails(i18n, event('sign_in_rules_changed', { two_step_required_for_staff: true }))).toBe(
      'two-step sign-in required for staff',
    );
    expect(describeDetails(i18n, event('user_created', { role: 'CLIENT', by: 'sign-up' }))).toBe('Client; by signing up');
    expect(describeDetails(i18n, event('sessions_ended', { ended: 2 }))).toBe('2 sessions ended');
  });

  it("says what changed among a business's people, and where a number went", async () => {
    await activateLocale('en');
    expect(describeDetails(i18n, event('member_role_changed', { email: 'maya@okafor.test', from: 'member', to: 'owner' }))).toBe(
      'maya@okafor.test: Member → Owner',
    );
    expect(describeDetails(i18n, event('member_invited', { email: 'rosa@okafor.test', role: 'member' }))).toBe('rosa@okafor.test; Member');
    expect(describeDetails(i18n, event('member_removed', { email: 'rosa@okafor.test' }))).toBe('rosa@okafor.test');
    expect(describeDetails(i18n, event('user_created', { role: 'CLIENT', by: 'invitation' }))).toBe(
      'Client; by accepting an invitation to a business',
    );
    expect(describeDetails(i18n, event('number_assigned', { from: 'Okafor Dental Studio', to: 'Harbour Physio' }))).toBe(
      'Okafor Dental Studio → Harbour Physio',
    );
    await activateLocale('es');
    await loadEveryMessage();
    expect(describeDetails(i18n, event('member_role_changed', { email: 'maya@okafor.test', from: 'owner', to: 'member' }))).toBe(
      'maya@okafor.test: Propietario → Miembro',
    );
  });

  it("says them in the reader's language", async () => {
    await activateLocale('es');
    await loadEveryMessage();
    expect(describeDetails(i18n, event('two_step_changed', { enabled: true }))).toBe('activada');
    expect(describeDetails(i18n, event('sign_in', { two_step: 'app' }))).toBe('con el código de la app de autenticación');
  });

  it("shows a key no phrase knows as the log keeps it (an export's filters)", async () => {
    await activateLocale('en');
    expect(describeDetails(i18n, event('export', { rows: 3, actor: 'ava' }))).toBe('3 rows; actor: ava');
  });
});
