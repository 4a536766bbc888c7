import type { Role } from '../../src/api/contract/roles';
import type { Db } from '../db/client';
import { hashPassword } from './users/passwords';
import { countUsers, insertUsers } from './users/queries';

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

/** Seeds the demo data, only into an empty database. Returns whether it seeded. */
export async function seedDemoData(db: Db): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await insertUsers(
      tx,
      DEMO_USERS.map((u) => ({ email: u.email, fullName: u.fullName, role: u.role, passwordHash })),
    );
  });
  return true;
}
