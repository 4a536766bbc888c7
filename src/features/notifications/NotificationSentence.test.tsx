import { describe, expect, it } from 'vitest';
import type { NotificationDto } from '@/api/contract/notifications';
import { renderWithProviders } from '@tests/render';
import { notificationHref } from './notification-link';
import { NotificationSentence } from './NotificationSentence';

type Told = Pick<NotificationDto, 'kind' | 'actor' | 'subject' | 'detail'>;

const MAYA = { id: 4, name: 'Maya Chen' };

const sentenceOf = (notification: Told) =>
  renderWithProviders(
    <p data-testid="sentence">
      <NotificationSentence notification={notification} />
    </p>,
  ).getByTestId('sentence').textContent;

describe('what a notification says', () => {
  it.each<[string, Told, string]>([
    [
      'a task assigned',
      { kind: 'task_assigned', actor: MAYA, subject: { type: 'task', id: 9, label: 'Set up staging', scope: 3 }, detail: null },
      'Maya Chen assigned you “Set up staging”',
    ],
    [
      'a task assigned by no one named',
      { kind: 'task_assigned', actor: null, subject: { type: 'task', id: 9, label: 'Set up staging', scope: 3 }, detail: null },
      'You were assigned “Set up staging”',
    ],
    [
      'a checklist item changed',
      {
        kind: 'task_checklist_changed',
        actor: MAYA,
        subject: { type: 'task', id: 9, label: 'Set up staging', scope: 3 },
        detail: 'Point the DNS at it',
      },
      'Maya Chen changed “Point the DNS at it” on the checklist of “Set up staging”',
    ],
    [
      'a checklist changed, by no one named, the item not said',
      { kind: 'task_checklist_changed', actor: null, subject: { type: 'task', id: 9, label: 'Set up staging', scope: 3 }, detail: null },
      'The checklist of “Set up staging” changed',
    ],
    [
      'a project’s new status, in the projects’ own words',
      {
        kind: 'project_status_changed',
        actor: MAYA,
        subject: { type: 'project', id: 3, label: 'Clinic website', scope: null },
        detail: 'in_progress',
      },
      'Maya Chen changed the status of “Clinic website” to In progress',
    ],
    [
      'a project’s status this app does not know, as the server wrote it',
      {
        kind: 'project_status_changed',
        actor: null,
        subject: { type: 'project', id: 3, label: 'Clinic website', scope: null },
        detail: 'on_hold',
      },
      '“Clinic website” is now on_hold',
    ],
    [
      'a message taken, the caller’s number written the way people read it',
      { kind: 'message_taken', actor: null, subject: { type: 'call', id: 51, label: '+14155550101', scope: 2 }, detail: null },
      'A caller (+1 415 555 0101) left a message',
    ],
    [
      'a text received',
      { kind: 'sms_received', actor: null, subject: { type: 'sms', id: 77, label: '+14155550101', scope: 2 }, detail: null },
      'New text message from +1 415 555 0101',
    ],
    [
      'a text from a sender id',
      { kind: 'sms_received', actor: null, subject: { type: 'sms', id: 77, label: 'ACME', scope: 2 }, detail: null },
      'New text message from ACME',
    ],
    [
      'a ticket replied',
      { kind: 'ticket_replied', actor: MAYA, subject: { type: 'ticket', id: 5, label: 'Calls drop at noon', scope: null }, detail: null },
      'Maya Chen replied to the ticket “Calls drop at noon”',
    ],
    [
      'a ticket replied by no one named',
      { kind: 'ticket_replied', actor: null, subject: { type: 'ticket', id: 5, label: 'Calls drop at noon', scope: null }, detail: null },
      'The ticket “Calls drop at noon” has a new reply',
    ],
    [
      'an invoice paid',
      { kind: 'invoice_paid', actor: MAYA, subject: { type: 'invoice', id: 8, label: 'INV-2026-0007', scope: null }, detail: null },
      'Maya Chen paid invoice INV-2026-0007',
    ],
    [
      'an invoice paid by no one named',
      { kind: 'invoice_paid', actor: null, subject: { type: 'invoice', id: 8, label: 'INV-2026-0007', scope: null }, detail: null },
      'Invoice INV-2026-0007 was paid',
    ],
    [
      'a job application',
      {
        kind: 'application_received',
        actor: { id: null, name: 'Sam Ortiz' },
        subject: { type: 'application', id: 6, label: 'Support engineer', scope: null },
        detail: null,
      },
      'Sam Ortiz applied for “Support engineer”',
    ],
    [
      'a job application, its applicant named in the detail (an applicant has no account)',
      {
        kind: 'application_received',
        actor: null,
        subject: { type: 'application', id: 6, label: 'Support engineer', scope: null },
        detail: 'Tomás Ferreira',
      },
      'Tomás Ferreira applied for “Support engineer”',
    ],
    [
      'a job application from no one named',
      {
        kind: 'application_received',
        actor: null,
        subject: { type: 'application', id: 6, label: 'Support engineer', scope: null },
        detail: null,
      },
      'New application for “Support engineer”',
    ],
    [
      'a message through the contact form, its sender named in the detail',
      {
        kind: 'inquiry_received',
        actor: null,
        subject: { type: 'inquiry', id: 12, label: 'A website for our clinic', scope: null },
        detail: 'Lucía Fernández',
      },
      'Lucía Fernández wrote “A website for our clinic” through the contact form',
    ],
    [
      'a message through the contact form from no one named',
      {
        kind: 'inquiry_received',
        actor: null,
        subject: { type: 'inquiry', id: 12, label: 'A website for our clinic', scope: null },
        detail: null,
      },
      'New message through the contact form: “A website for our clinic”',
    ],
  ])('says %s', (_, notification, sentence) => {
    expect(sentenceOf(notification)).toBe(sentence);
  });
});

describe('where a notification leads', () => {
  const about = (subject: NotificationDto['subject']) => notificationHref({ subject });

  it('opens a task in its project’s phase editor, and a personal task on the todo board', () => {
    expect(about({ type: 'task', id: 9, label: 'Set up staging', scope: 3 })).toBe('/dashboard/projects/details/3/phase');
    expect(about({ type: 'task', id: 9, label: 'Buy milk', scope: null })).toBe('/dashboard/todo-list');
  });

  it('opens a project’s details page', () => {
    expect(about({ type: 'project', id: 3, label: 'Clinic website', scope: null })).toBe('/dashboard/projects/details/3');
  });

  it('opens a call among its number’s calls from that caller, and a text in its conversation', () => {
    expect(about({ type: 'call', id: 51, label: '+14155550101', scope: 2 })).toBe('/dashboard/calls?number=2&customer=%2B14155550101');
    expect(about({ type: 'sms', id: 77, label: '+14155550101', scope: 2 })).toBe(
      '/dashboard/calls?number=2&tab=messages&thread=%2B14155550101',
    );
  });

  it('opens a job application on the careers pipeline, and an inquiry’s thread', () => {
    expect(about({ type: 'application', id: 6, label: 'Support engineer', scope: null })).toBe(
      '/dashboard/careers/applications?application=6',
    );
    expect(about({ type: 'inquiry', id: 12, label: 'A website for our clinic', scope: null })).toBe('/dashboard/inquiries?inquiry=12');
  });

  it('leads nowhere for the areas that have no page yet', () => {
    expect(about({ type: 'ticket', id: 5, label: 'Calls drop at noon', scope: null })).toBeNull();
    expect(about({ type: 'invoice', id: 8, label: 'INV-2026-0007', scope: null })).toBeNull();
  });
});
