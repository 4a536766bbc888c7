import type { generator } from '@server/src/seed/random';

type Random = ReturnType<typeof generator>;

const VERBS = [
  'Review',
  'Fix',
  'Write',
  'Update',
  'Test',
  'Design',
  'Migrate',
  'Document',
  'Refactor',
  'Set up',
  'Audit',
  'Draft',
  'Prepare',
  'Speed up',
  'Translate',
  'Check',
];

const THINGS = [
  'the berth booking form',
  'the invoice export',
  'the availability API',
  'login rate limits',
  'the fuel dock price list',
  'push notifications',
  'the crew schedule view',
  'password reset e-mails',
  'the Spanish catalog',
  'the payments webhook',
  'search on the harbour map',
  'the weekly client report',
  'image uploads',
  'the onboarding checklist',
  'the CSV import of moorings',
  'dark mode contrast',
  'the staging database backup',
  'the release notes',
  'error messages on checkout',
  'the accessibility audit findings',
  'SMS reminders',
  'the admin dashboard charts',
  'cookie consent',
  'the maintenance log',
];

const CONTEXTS = [
  '',
  '',
  '',
  ' before the demo',
  ' for iOS',
  ' for Android',
  ' (client feedback)',
  ' after the sprint review',
  ' on staging',
];

/**
 * Titles such as an agency's backlog holds ("LAT-1042 Fix the invoice export for iOS"): drawn from
 * fixed lists by a seeded generator, each numbered so that every card can be told apart.
 */
export function taskTitle(random: Random, number: number): string {
  return `LAT-${number} ${random.pick(VERBS)} ${random.pick(THINGS)}${random.pick(CONTEXTS)}`;
}

export const CHECKLIST_STEPS = ['Agree the scope', 'Implement', 'Code review', 'Test on staging', 'Tell the client'];
