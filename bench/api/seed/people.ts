import type { Role } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';
import { organisationMembers, organisations, users } from '@server/db/schema';
import { hashPassword } from '@server/src/users/passwords';
import { insertReturningIds, insertRows } from '@server/test/bulk-insert';
import { personName, random, recentDate, weighted } from './values';

export const BENCH_PASSWORD = 'LatoBench2026!';

/** Who the bench signs in as: a CEO (sees everything), the developer with 2,000 tasks, and a client with the busy line. */
export const BENCH_LOGINS = { ceo: 'bench.ceo@lato.test', dev: 'bench.dev@lato.test', client: 'bench.client@lato.test' } as const;

export const USER_COUNT = 5_000;
// 200 staff, most of them developers; everyone else is a client.
const STAFF_ROLES: [Role, number][] = [
  ['CEO', 2],
  ['CFO', 2],
  ['CTO', 2],
  ['PM_CLIENT', 20],
  ['PM_DEV', 24],
  ['DEV', 150],
];

export interface SeededPeople {
  staff: { id: number; role: Role }[];
  managers: number[];
  clients: number[];
  benchDev: number;
  benchClient: number;
}

export async function seedPeople(db: Db): Promise<SeededPeople> {
  // One hash for everyone: argon2 is slow on purpose, and the bench measures reads, not sign-ins.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const roles: Role[] = STAFF_ROLES.flatMap(([role, n]) => Array.from({ length: n }, () => role));
  while (roles.length < USER_COUNT) roles.push('CLIENT');
  const special: Partial<Record<number, string>> = {
    0: BENCH_LOGINS.ceo,
    [roles.indexOf('DEV')]: BENCH_LOGINS.dev,
    [roles.indexOf('CLIENT')]: BENCH_LOGINS.client,
  };
  const rows = roles.map((role, n) => {
    const { fullName, emailLocal } = personName(n);
    const createdAt = recentDate(730);
    return {
      email: special[n] ?? `${emailLocal}@${role === 'CLIENT' ? 'client' : 'staff'}.bench.test`,
      fullName,
      role,
      languages: weighted([
        [['en'], 5],
        [['es'], 3],
        [['en', 'es'], 2],
      ] as const).slice(),
      preferredLanguage: random.pick(['en', 'es']),
      passwordHash,
      isActive: special[n] !== undefined || random.next() > 0.05,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const ids = await insertReturningIds(db, users, rows);
  const staff = roles.flatMap((role, n) => (role === 'CLIENT' ? [] : [{ id: ids[n]!, role }]));
  // Each client owns a business numbered like them, as migration 0016 made them.
  const clientRows = rows.flatMap((row, n) => (row.role === 'CLIENT' ? [{ id: ids[n]!, row }] : []));
  await insertRows(
    db,
    organisations,
    clientRows.map(({ id, row }) => ({ id, name: row.fullName, billingEmail: row.email, createdAt: row.createdAt })),
  );
  await insertRows(
    db,
    organisationMembers,
    clientRows.map(({ id }) => ({ organisationId: id, userId: id, role: 'owner' as const })),
  );
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('organisations', 'id'), (SELECT max(id) FROM organisations))`);
  return {
    staff,
    managers: staff.filter((s) => s.role !== 'DEV').map((s) => s.id),
    clients: ids.filter((_, n) => roles[n] === 'CLIENT'),
    benchDev: ids[roles.indexOf('DEV')]!,
    benchClient: ids[roles.indexOf('CLIENT')]!,
  };
}
