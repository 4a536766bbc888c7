import { generator } from '@server/src/seed/random';

/** The bench's random source: seeded, so every run seeds the same data. */
export const random = generator(20_260_101);

const FIRST_NAMES = [
  'Ava',
  'Benjamin',
  'Chloe',
  'Diego',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Isabel',
  'Jonas',
  'Karina',
  'Lucas',
  'Mariana',
  'Nikhil',
  'Olivia',
  'Pablo',
  'Quinn',
  'Rosa',
  'Samuel',
  'Tamara',
  'Ulises',
  'Valentina',
  'William',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Andrés',
  'Beatriz',
  'Carlos',
  'Diana',
  'José',
  'Lucía',
  'Mónica',
  'Sofía',
  'Tomás',
];
const LAST_NAMES = [
  'Moreno',
  'Carter',
  'Nakamura',
  'Ramírez',
  'Petrova',
  'Haddad',
  'Okafor',
  'Bernard',
  'Brooks',
  'Esposito',
  'Torres',
  'Okoye',
  'Lindqvist',
  'Navarro',
  'Costa',
  'Tanaka',
  'Duarte',
  'Weber',
  'Volkova',
  'Moreau',
  'Silva',
  'Rao',
  'Bennett',
  'Herrera',
  'Harper',
  'Delgado',
  'Adeyemi',
  'Ivanova',
  'Vega',
  'Rossi',
  'Chen',
  'Flores',
  'Demir',
  'Clarke',
  'Molina',
  'Ramos',
  'Mendoza',
  'Popescu',
  'Núñez',
  'García',
];

/** A person's name; the number keeps names and e-mails unique across thousands of people. */
export function personName(n: number): { fullName: string; emailLocal: string } {
  const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return { fullName: `${first} ${last}`, emailLocal: `${plain(first)}.${plain(last)}.${n}` };
}

/** A customer's or a line's number in E.164: US, Spanish and British numbers. */
export function phoneNumber(n: number): string {
  switch (n % 3) {
    case 0:
      return `+1415${String(2_000_000 + n).padStart(7, '0')}`;
    case 1:
      return `+346${String(10_000_000 + n).padStart(8, '0')}`;
    default:
      return `+447${String(700_000_000 + n).padStart(9, '0')}`;
  }
}

const DAY_MS = 86_400_000;
/** "Now" for the data set, fixed so that every run seeds the same dates. */
export const SEED_NOW = Date.parse('2026-03-01T12:00:00Z');

/** A moment in the last `days` days, at a working hour. */
export function recentDate(days: number): Date {
  const day = SEED_NOW - random.between(0, days) * DAY_MS;
  return new Date(day - random.between(0, 10 * 3600) * 1000);
}

/** A calendar date `offsetDays` from the seed's "now", as the API writes dates. */
export function calendarDate(offsetDays: number): string {
  return new Date(SEED_NOW + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/** A value drawn by weight: `[[value, weight], …]`. */
export const weighted = random.weighted;

const PROJECT_KINDS = ['Website', 'Mobile app', 'Brand refresh', 'Booking system', 'CRM migration', 'Online shop', 'Data warehouse'];
const PROJECT_CLIENTS = ['Acme', 'Northwind', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Soylent', 'Vandelay', 'Wonka', 'Stark'];
export const projectName = (n: number) => `${random.pick(PROJECT_CLIENTS)} ${random.pick(PROJECT_KINDS)} ${n}`;

export const PHASE_NAMES = ['Discovery', 'Design', 'Build', 'Testing', 'Launch'];

const TASK_VERBS = ['Write', 'Review', 'Fix', 'Design', 'Test', 'Deploy', 'Document', 'Refactor', 'Estimate', 'Migrate'];
const TASK_OBJECTS = [
  'login page',
  'checkout flow',
  'invoice export',
  'search index',
  'onboarding e-mails',
  'API client',
  'dashboard charts',
  'release notes',
  'backup job',
  'booking calendar',
];
export const taskTitle = () => `${random.pick(TASK_VERBS)} ${random.pick(TASK_OBJECTS)}`;

const CALLER_LINES = [
  'Hi, I would like to book an appointment for next week.',
  'Do you have anything on Thursday afternoon?',
  'Can you tell me your opening hours on Saturday?',
  'I need to reschedule my visit, something came up.',
  'Is there parking near the office?',
  'How much does a first consultation cost?',
  'Hola, quería pedir cita para el martes.',
  '¿Tienen hueco por la mañana?',
];
const ASSISTANT_LINES = [
  'Of course. Which day suits you best?',
  'We have a slot on Thursday at 3 pm. Shall I book it?',
  'On Saturdays we are open from 9 am to 1 pm.',
  'No problem, I can move it for you. What day works instead?',
  'There is a public car park around the corner.',
  'A first consultation is 60 dollars.',
  'Claro, ¿a qué hora le viene bien?',
  'Tenemos hueco a las diez. ¿Se lo reservo?',
];
/** One turn of a call or a chat: the customer and the assistant take turns. */
export const customerLine = () => random.pick(CALLER_LINES);
export const assistantLine = () => random.pick(ASSISTANT_LINES);

const SUMMARIES = [
  'Caller booked an appointment for next week.',
  'Caller asked about opening hours and parking.',
  'Caller rescheduled their visit to Thursday.',
  'Caller asked for prices; a message was taken for the office.',
  'Caller asked to speak to a person and was transferred.',
  'Llamada para pedir cita; se reservó el martes.',
];
export const callSummary = () => random.pick(SUMMARIES);
