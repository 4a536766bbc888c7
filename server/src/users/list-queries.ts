import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { STAFF_ROLES, ROLES, type Role } from '@/api/contract/roles';
import type { RoleCounts, UserOrdering } from '@/api/contract/users';
import type { Db } from '@server/db/client';
import { users, type UserRow } from '@server/db/schema';
import { containsFolded } from '@server/src/sql/search';

export type UserScope = 'all' | 'clients' | 'staff';

export interface UserFilter {
  scope: UserScope;
  role?: Role;
  search?: string;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return containsFolded([users.fullName, users.email], search);
}

function filterCondition({ scope, role, search }: UserFilter): SQL | undefined {
  const conditions = [
    scope === 'clients' ? eq(users.role, 'CLIENT') : undefined,
    scope === 'staff' ? inArray(users.role, [...STAFF_ROLES]) : undefined,
    role ? eq(users.role, role) : undefined,
    searchCondition(search),
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

const ORDER_COLUMNS = { full_name: users.fullName, email: users.email, role: users.role, date_joined: users.createdAt } as const;

function orderBy(ordering: UserOrdering): SQL[] {
  const descending = ordering.startsWith('-');
  const column = ORDER_COLUMNS[ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS];
  // The id breaks ties, so pages never repeat or skip a row.
  return descending ? [desc(column), desc(users.id)] : [asc(column), asc(users.id)];
}

export async function countUsersWhere(db: Db, filter: UserFilter): Promise<number> {
  return db.$count(users, filterCondition(filter));
}

export async function listUsers(
  db: Db,
  filter: UserFilter,
  { ordering, limit, offset }: { ordering: UserOrdering; limit: number; offset: number },
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(filterCondition(filter))
    .orderBy(...orderBy(ordering))
    .limit(limit)
    .offset(offset);
}

/** How many users each tab of the users pages holds, under the same search. */
export async function roleCounts(db: Db, search: string | undefined): Promise<RoleCounts> {
  const rows = await db.select({ role: users.role, n: count() }).from(users).where(searchCondition(search)).groupBy(users.role);
  const roles = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
  let all = 0;
  for (const row of rows) {
    all += row.n;
    if (row.role) roles[row.role] = row.n;
  }
  const staff = STAFF_ROLES.reduce((sum, r) => sum + roles[r], 0);
  return { all, clients: roles.CLIENT, staff, roles };
}
