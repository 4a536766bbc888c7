import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ContactPerson } from '@/api/contract/contacts';
import { ACCESS } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { organisationMembers, users } from '@server/db/schema';
import { fieldError } from '@server/src/http/http-errors';

/** The agency's active staff who work its leads (ACCESS.crm): who may own the agency's own contacts. */
const activeStaff = and(inArray(users.role, [...ACCESS.crm]), eq(users.isActive, true));

/** Who may own the contacts of a business (its active people) or of the agency (null: its active staff). */
function ownersQuery(db: Db, organisationId: number | null, also?: SQL) {
  if (organisationId === null) return db.select({ id: users.id, name: users.fullName }).from(users).where(and(activeStaff, also));
  return db
    .select({ id: users.id, name: users.fullName })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(users.isActive, true), also));
}

/** The people who may own the contacts of a business, or of the agency (null), by name. */
export function possibleOwners(db: Db, organisationId: number | null): Promise<ContactPerson[]> {
  return ownersQuery(db, organisationId).orderBy(asc(users.fullName), asc(users.id));
}

/**
 * Refuses an owner who may not own contacts of every one of these businesses (null: the agency's
 * own): 400 on `owner_id`. Nobody (null) may always be given.
 */
export async function checkOwner(db: Db, ownerId: number | null | undefined, organisationIds: readonly (number | null)[]) {
  if (ownerId === null || ownerId === undefined) return;
  for (const organisationId of new Set(organisationIds)) {
    const [found] = await ownersQuery(db, organisationId, eq(users.id, ownerId)).limit(1);
    if (!found) throw fieldError('owner_id', 'invalid_choice');
  }
}
