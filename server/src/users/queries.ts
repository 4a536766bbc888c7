import { eq, sql } from 'drizzle-orm';
import type { User } from '@/api/contract/auth';
import type { Db } from '@server/db/client';
import { users, type NewUserRow, type UserRow } from '@server/db/schema';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row;
}

const prepareUserById = (db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id');

const userByIdStatements = new WeakMap<Db, ReturnType<typeof prepareUserById>>();

/**
 * Every signed-in call reads its user, so the statement is built once per database and, on
 * PostgreSQL, parsed and planned once per connection (a named prepared statement).
 */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  let statement = userByIdStatements.get(db);
  if (!statement) {
    statement = prepareUserById(db);
    userByIdStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

export async function countUsers(db: Db): Promise<number> {
  return db.$count(users);
}

export async function insertUsers(db: Db, rows: NewUserRow[]): Promise<UserRow[]> {
  return db
    .insert(users)
    .values(rows.map((r) => ({ ...r, email: normaliseEmail(r.email) })))
    .returning();
}

/** The user object every API answer carries: never the password hash. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    role: row.role,
    avatar: row.avatar,
    is_active: row.isActive,
    languages: row.languages,
    preferred_language: row.preferredLanguage === 'en' || row.preferredLanguage === 'es' ? row.preferredLanguage : null,
    date_joined: row.createdAt.toISOString(),
    two_step_enabled: row.twoStepEnabledAt !== null,
    invitation_pending: row.passwordHash === null,
  };
}
