import { eq } from 'drizzle-orm';
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

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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
  };
}
