import { and, asc, eq, type Column, type SQL } from 'drizzle-orm';
import type { Membership, OrganisationRole } from '@/api/contract/organisations';
import { ACCESS, isAllowed } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { organisationMembers, organisations, type OrganisationRow, type UserRow } from '@server/db/schema';
import { forbidden, notFound } from '@server/src/http/http-errors';
import { amongIds } from '@server/src/sql/among-ids';

type Person = Pick<UserRow, 'id' | 'role'>;

/** The ids of the businesses a person belongs to, as a subquery. */
export const organisationIdsOf = (db: Db, userId: number) =>
  db.select({ id: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, userId));

/**
 * Rows held by one of the person's businesses: `column` names the business's id in those rows (a
 * number's holder). Read at every request, so a person removed from a business loses its rows at once.
 */
export const heldForMember = (db: Db, userId: number, column: Column): SQL => amongIds(column, organisationIdsOf(db, userId));

/** The person's businesses with their role in each, by name. */
export function membershipsOf(db: Db, userId: number): Promise<Membership[]> {
  return db
    .select({ id: organisations.id, name: organisations.name, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId))
    .orderBy(asc(organisations.name), asc(organisations.id));
}

/** The agency's managers run every business. */
export const runsEveryOrganisation = (person: Person) => isAllowed(person.role, ACCESS.organisations);

export interface OrganisationReach {
  organisation: OrganisationRow;
  /** The person's role inside it; null for the agency's staff. */
  role: OrganisationRole | null;
  /** May change its people and settings: its owners and the agency's managers. */
  manages: boolean;
}

/**
 * A business as the person may reach it, or 404: a business they do not belong to answers exactly
 * as one that does not exist, so ids reveal nothing.
 */
export async function reachOrganisation(db: Db, person: Person, id: number): Promise<OrganisationReach> {
  const [row] = await db
    .select({ organisation: organisations, role: organisationMembers.role })
    .from(organisations)
    .leftJoin(organisationMembers, and(eq(organisationMembers.organisationId, organisations.id), eq(organisationMembers.userId, person.id)))
    .where(eq(organisations.id, id))
    .limit(1);
  const staff = runsEveryOrganisation(person);
  if (!row || (!staff && row.role === null)) throw notFound();
  return { organisation: row.organisation, role: row.role, manages: staff || row.role === 'owner' };
}

/** The same, for a change only its owners (and the agency's managers) may make: a member gets 403. */
export async function manageOrganisation(db: Db, person: Person, id: number): Promise<OrganisationReach> {
  const reach = await reachOrganisation(db, person, id);
  if (!reach.manages) throw forbidden('Only an owner of this business may do this.');
  return reach;
}
