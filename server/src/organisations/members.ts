import { and, asc, count, eq } from 'drizzle-orm';
import type { OrganisationMember, OrganisationRole } from '@/api/contract/organisations';
import type { Db } from '@server/db/client';
import { organisationMembers, organisations, users } from '@server/db/schema';
import { fieldError, notFound } from '@server/src/http/http-errors';

const memberColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  avatar: users.avatar,
  role: organisationMembers.role,
  joinedAt: organisationMembers.createdAt,
};

type MemberRow = { id: number; fullName: string; email: string; avatar: string | null; role: OrganisationRole; joinedAt: Date };

const toMemberDto = (row: MemberRow): OrganisationMember => ({
  id: row.id,
  full_name: row.fullName,
  email: row.email,
  avatar: row.avatar ? `/media/avatars/${row.avatar}` : null,
  role: row.role,
  joined_at: row.joinedAt.toISOString(),
});

/** A business's people: owners first, then by name. */
export async function membersOf(db: Db, organisationId: number): Promise<OrganisationMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(organisationMembers.role), asc(users.fullName), asc(users.id));
  return rows.map(toMemberDto);
}

async function memberOf(db: Db, organisationId: number, userId: number): Promise<MemberRow> {
  const [row] = await db
    .select(memberColumns)
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Refuses a change that would leave the business without an owner. The business's row is locked
 * first, so two owners demoting each other at once cannot both succeed.
 */
async function keepAnOwner(db: Db, organisationId: number, leaving: MemberRow) {
  await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
  if (leaving.role !== 'owner') return;
  const [owners] = await db
    .select({ n: count() })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.role, 'owner')));
  if ((owners?.n ?? 0) <= 1) throw fieldError('role', 'last_owner');
}

/** Makes someone an owner or a member. Give it a transaction. */
export async function changeMemberRole(db: Db, organisationId: number, userId: number, role: OrganisationRole) {
  const before = await memberOf(db, organisationId, userId);
  if (before.role === role) return { before, after: toMemberDto(before) };
  if (role === 'member') await keepAnOwner(db, organisationId, before);
  await db
    .update(organisationMembers)
    .set({ role })
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
  return { before, after: toMemberDto({ ...before, role }) };
}

/** Takes someone out of a business; every request after this one is refused them. Give it a transaction. */
export async function removeMember(db: Db, organisationId: number, userId: number) {
  const member = await memberOf(db, organisationId, userId);
  await keepAnOwner(db, organisationId, member);
  await db
    .delete(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
  return member;
}

/** Adds someone, or changes nothing when they already belong. */
export async function addMember(db: Db, organisationId: number, userId: number, role: OrganisationRole, now: Date) {
  await db.insert(organisationMembers).values({ organisationId, userId, role, createdAt: now }).onConflictDoNothing();
}
