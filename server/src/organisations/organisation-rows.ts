import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Organisation, OrganisationChange, OrganisationRole, OrganisationSummary } from '@/api/contract/organisations';
import type { Language } from '@/api/contract/common';
import type { Db } from '@server/db/client';
import { organisationMembers, organisations, projects, twilioNumbers, type OrganisationRow, type UserRow } from '@server/db/schema';

export const toOrganisationDto = (row: OrganisationRow, myRole: OrganisationRole | null): Organisation => ({
  id: row.id,
  name: row.name,
  legal_name: row.legalName,
  tax_id: row.taxId,
  billing_email: row.billingEmail,
  address: row.address,
  currency: row.currency,
  language: row.language as Language,
  time_zone: row.timeZone,
  logo: row.logo,
  created_at: row.createdAt.toISOString(),
  my_role: myRole,
});

/** A change as the table keeps it; fields not sent stay as they are. */
export const organisationChange = (change: OrganisationChange) => ({
  ...(change.name !== undefined && { name: change.name }),
  ...(change.legal_name !== undefined && { legalName: change.legal_name }),
  ...(change.tax_id !== undefined && { taxId: change.tax_id }),
  ...(change.billing_email !== undefined && { billingEmail: change.billing_email.toLowerCase() }),
  ...(change.address !== undefined && { address: change.address }),
  ...(change.currency !== undefined && { currency: change.currency }),
  ...(change.language !== undefined && { language: change.language }),
  ...(change.time_zone !== undefined && { timeZone: change.time_zone }),
});

/** Every business with how many people, numbers and projects it has, by name. */
export async function organisationSummaries(db: Db): Promise<OrganisationSummary[]> {
  const people = db
    .select({ id: organisationMembers.organisationId, n: count().as('people') })
    .from(organisationMembers)
    .groupBy(organisationMembers.organisationId)
    .as('people');
  const numbers = db
    .select({ id: twilioNumbers.organisationId, n: count().as('numbers') })
    .from(twilioNumbers)
    .groupBy(twilioNumbers.organisationId)
    .as('numbers');
  const held = db
    .select({ id: projects.clientId, n: count().as('projects') })
    .from(projects)
    .groupBy(projects.clientId)
    .as('held');
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      createdAt: organisations.createdAt,
      people: sql<number>`coalesce(${people.n}, 0)::int`,
      numbers: sql<number>`coalesce(${numbers.n}, 0)::int`,
      projects: sql<number>`coalesce(${held.n}, 0)::int`,
    })
    .from(organisations)
    .leftJoin(people, eq(people.id, organisations.id))
    .leftJoin(numbers, eq(numbers.id, organisations.id))
    .leftJoin(held, eq(held.id, organisations.id))
    .orderBy(asc(organisations.name), asc(organisations.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}

/** A new business, with its owner when there is one already. Give it the transaction of the change that needs it. */
export async function createOrganisation(
  db: Db,
  values: typeof organisations.$inferInsert,
  owner?: Pick<UserRow, 'id'>,
): Promise<OrganisationRow> {
  const [organisation] = await db.insert(organisations).values(values).returning();
  if (owner) await db.insert(organisationMembers).values({ organisationId: organisation!.id, userId: owner.id, role: 'owner' });
  return organisation!;
}

/**
 * The business a client person owns (the first, when several), else a new one of their own named
 * after them: what signing up gives, and what the demo data builds on.
 */
export async function ownOrganisationOf(
  db: Db,
  person: Pick<UserRow, 'id' | 'fullName' | 'email' | 'preferredLanguage'>,
): Promise<OrganisationRow> {
  const [owned] = await db
    .select({ organisation: organisations })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, person.id), eq(organisationMembers.role, 'owner')))
    .orderBy(asc(organisations.id))
    .limit(1);
  if (owned) return owned.organisation;
  return createOrganisation(
    db,
    { name: person.fullName, billingEmail: person.email, language: person.preferredLanguage === 'es' ? 'es' : 'en' },
    person,
  );
}

/**
 * A person whose agency role changes: someone made staff leaves every business (agency accounts
 * belong to none; the managers run a business left without an owner), and someone made a client
 * owns a business of their own. Give it the transaction of the change.
 */
export async function followRoleIntoBusinesses(db: Db, before: Pick<UserRow, 'role'>, after: UserRow): Promise<void> {
  if (before.role === after.role) return;
  if (after.role === 'CLIENT') await ownOrganisationOf(db, after);
  else if (before.role === 'CLIENT') await db.delete(organisationMembers).where(eq(organisationMembers.userId, after.id));
}
