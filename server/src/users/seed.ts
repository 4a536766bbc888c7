import type { Role } from '@/api/contract/roles';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { hashPassword } from './passwords';
import { insertUsers } from './queries';

/** One demo account per role. The password is public on purpose: these are demo logins. */
export const DEMO_PASSWORD = 'LatoDemo2026!';

export const DEMO_USERS: { role: Role; email: string; fullName: string }[] = [
  { role: 'CEO', email: 'ceo@lato.test', fullName: 'Ava Moreno' },
  { role: 'CFO', email: 'cfo@lato.test', fullName: 'Benjamin Carter' },
  { role: 'CTO', email: 'cto@lato.test', fullName: 'Chloe Nakamura' },
  { role: 'PM_CLIENT', email: 'pm.client@lato.test', fullName: 'Diego Ramírez' },
  { role: 'PM_DEV', email: 'pm.dev@lato.test', fullName: 'Elena Petrova' },
  { role: 'DEV', email: 'dev@lato.test', fullName: 'Farid Haddad' },
  { role: 'CLIENT', email: 'client@lato.test', fullName: 'Grace Okafor' },
];

/** More people, so the users pages have several pages to show: clients first, then staff. */
const CLIENT_NAMES = [
  'Amelia Brooks',
  'Bruno Esposito',
  'Camila Torres',
  'Daniel Okoye',
  'Emma Lindqvist',
  'Felipe Navarro',
  'Gabriela Costa',
  'Hiroshi Tanaka',
  'Isabel Duarte',
  'Jonas Weber',
  'Karina Volkova',
  'Lucas Moreau',
  'Mariana Silva',
  'Nikhil Rao',
  'Olivia Bennett',
  'Pablo Herrera',
  'Quinn Harper',
  'Rosa Delgado',
  'Samuel Adeyemi',
  'Tamara Ivanova',
  'Ulises Vega',
  'Valentina Rossi',
  'William Chen',
  'Ximena Flores',
  'Yusuf Demir',
  'Zoe Clarke',
  'Andrés Molina',
  'Beatriz Ramos',
  'Carlos Mendoza',
  'Diana Popescu',
  'Esteban Ruiz',
  'Fatima Zahra',
  'Gonzalo Pérez',
  'Helena Novak',
];
const STAFF_PEOPLE: { name: string; role: Role }[] = [
  { name: 'Irene Castillo', role: 'DEV' },
  { name: 'Jakub Nowak', role: 'DEV' },
  { name: 'Laura Jiménez', role: 'DEV' },
  { name: 'Marco Bianchi', role: 'DEV' },
  { name: 'Nadia Haddad', role: 'PM_DEV' },
  { name: 'Oscar Lindgren', role: 'PM_CLIENT' },
  { name: 'Paula Gómez', role: 'PM_CLIENT' },
  { name: 'Rafael Soto', role: 'DEV' },
  { name: 'Sofía Varela', role: 'DEV' },
  { name: 'Tomás Aguilar', role: 'PM_DEV' },
  { name: 'Valeria Cruz', role: 'DEV' },
  { name: 'Yara Nasser', role: 'DEV' },
];

const emailFor = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.com`;

/** The people: one demo login per role, and enough clients and staff for the lists to page. */
export const usersSeed: DemoSeed = {
  area: 'users',
  async run(db) {
    // One hash serves every demo account: they share the printed demo password.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const people = [
      ...CLIENT_NAMES.map((name, i) => ({
        name,
        role: 'CLIENT' as Role,
        languages: i % 3 === 0 ? ['es'] : i % 3 === 1 ? ['en'] : ['en', 'es'],
      })),
      ...STAFF_PEOPLE.map((p, i) => ({ ...p, languages: i % 2 === 0 ? ['en', 'es'] : ['en'] })),
    ];
    await insertUsers(
      db,
      people.map((p) => ({ email: emailFor(p.name), fullName: p.name, role: p.role, languages: p.languages, passwordHash })),
    );
    // The demo logins last, so they come first in the newest-first lists.
    await insertUsers(
      db,
      DEMO_USERS.map((u) => ({ email: u.email, fullName: u.fullName, role: u.role, languages: ['en', 'es'], passwordHash })),
    );
  },
};
