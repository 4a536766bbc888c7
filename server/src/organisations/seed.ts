import { asc, eq, min } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { organisationMembers, organisations, projects, twilioNumbers, users, type OrganisationRow } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { hashPassword } from '@server/src/users/passwords';
import { findUserByEmail, insertUsers } from '@server/src/users/queries';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { addMember } from './members';
import { ownOrganisationOf } from './organisation-rows';

/**
 * The two demo businesses. Maya Chen answers the phones of both, so the switcher can be tried;
 * Bernard Plumbing has two owners. Each is found by its first owner: the demo numbers and projects
 * (seeded before this area) are already theirs.
 */
export const DEMO_ORGANISATIONS = [
  {
    owner: 'client@lato.test',
    // Its numbers came two days after its plan was bought (shop/payments/seed.ts: 152 days ago).
    assistantDaysAgo: 150,
    settings: {
      name: 'Okafor Dental Studio',
      legalName: 'Okafor Dental Studio LLC',
      taxId: '84-2291734',
      address: '1180 Peachtree St NE, Suite 400\nAtlanta, GA 30309\nUnited States',
      currency: 'USD',
      language: 'en',
      timeZone: 'America/New_York',
    },
    people: [{ email: 'reception@lato.test', fullName: 'Maya Chen', role: 'member' as const, language: 'en' }],
  },
  {
    owner: 'client2@lato.test',
    // Two days after its yearly plan (203 days ago).
    assistantDaysAgo: 201,
    settings: {
      name: 'Bernard Plumbing & Heating',
      legalName: 'Bernard Plumbing & Heating Ltd',
      taxId: 'GB 284 1937 62',
      address: '14 Amwell Street\nLondon EC1R 1UQ\nUnited Kingdom',
      currency: 'GBP',
      language: 'en',
      timeZone: 'Europe/London',
    },
    people: [
      { email: 'amelia.hart@lato.test', fullName: 'Amelia Hart', role: 'owner' as const, language: 'en' },
      { email: 'reception@lato.test', fullName: 'Maya Chen', role: 'member' as const, language: 'en' },
    ],
  },
];

const DAY = 24 * 3600 * 1000;

/**
 * When a demo business joined: `fallback`, or a week before its first project started if that is
 * sooner (an agency's client may have had a website made long before it took the assistant).
 */
async function joinedAt(db: Db, organisationId: number, fallback: Date): Promise<Date> {
  const [first] = await db
    .select({ start: min(projects.startDate) })
    .from(projects)
    .where(eq(projects.clientId, organisationId));
  const beforeProject = first?.start ? new Date(Date.parse(`${first.start}T09:00:00Z`) - 7 * DAY) : fallback;
  return beforeProject < fallback ? beforeProject : fallback;
}

/**
 * The demo business's onboarding as it happened (the logistics dashboard reads it): its numbers
 * came to it `assistantDaysAgo` (after its plan was paid), its owner set the assistant up the day
 * after, and its first real calls (lato-ai/seed.ts) made it live; it had joined before all that.
 */
async function backdateOnboarding(
  db: Db,
  organisation: OrganisationRow,
  owner: { id: number; email: string },
  assistantDaysAgo: number,
  now: Date,
) {
  const assigned = new Date(now.getTime() - assistantDaysAgo * DAY);
  const joined = await joinedAt(db, organisation.id, new Date(assigned.getTime() - 4 * DAY));
  await db.update(organisations).set({ createdAt: joined }).where(eq(organisations.id, organisation.id));
  const numbers = await db
    .update(twilioNumbers)
    .set({ createdAt: assigned })
    .where(eq(twilioNumbers.organisationId, organisation.id))
    .returning({ id: twilioNumbers.id, phoneNumber: twilioNumbers.phoneNumber });
  await recordAudit(
    db,
    null,
    numbers.map((number) => ({
      action: 'settings_changed' as const,
      actor: owner,
      target: { type: 'number' as const, id: number.id, label: number.phoneNumber },
      details: { fields: ['greeting', 'business_hours', 'faq'] },
      occurredAt: new Date(assigned.getTime() + DAY),
    })),
  );
}

/** The business a demo client's numbers and projects go to: the one they own, made for them if need be. */
export async function demoOrganisationOf(db: Db, ownerEmail: string): Promise<OrganisationRow | undefined> {
  const owner = await findUserByEmail(db, ownerEmail);
  return owner ? ownOrganisationOf(db, owner) : undefined;
}

export const organisationsSeed: DemoSeed = {
  area: 'organisations',
  async run(db) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = new Date();
    for (const demo of DEMO_ORGANISATIONS) {
      const owner = await findUserByEmail(db, demo.owner);
      const organisation = owner && (await ownOrganisationOf(db, owner));
      // A database whose demo client was removed gets no demo business for them.
      if (!owner || !organisation) continue;
      await db.update(organisations).set(demo.settings).where(eq(organisations.id, organisation.id));
      await backdateOnboarding(db, organisation, owner, demo.assistantDaysAgo, now);
      for (const person of demo.people) {
        const user =
          (await findUserByEmail(db, person.email)) ??
          (
            await insertUsers(db, [
              {
                email: person.email,
                fullName: person.fullName,
                role: 'CLIENT',
                languages: [person.language],
                preferredLanguage: person.language,
                passwordHash,
              },
            ])
          )[0]!;
        await addMember(db, organisation.id, user.id, person.role, new Date());
      }
    }
    // Every other client has a business of their own (made here, as the migration gave those
    // already there, unless a project made it first). They joined over the past year, one every
    // eleven days, or a week before their first project. A client who only works in someone
    // else's business (the demo receptionist) gets none.
    const demoOwners = new Set(
      DEMO_ORGANISATIONS.flatMap((demo) => [demo.owner, ...demo.people.filter((p) => p.role === 'owner').map((p) => p.email)]),
    );
    const clients = await db.select().from(users).where(eq(users.role, 'CLIENT')).orderBy(asc(users.id));
    let index = 0;
    for (const person of clients) {
      if (demoOwners.has(person.email)) continue;
      const memberships = await db
        .select({ role: organisationMembers.role })
        .from(organisationMembers)
        .where(eq(organisationMembers.userId, person.id));
      if (memberships.length > 0 && !memberships.some((membership) => membership.role === 'owner')) continue;
      const business = await ownOrganisationOf(db, person);
      const joined = await joinedAt(db, business.id, new Date(now.getTime() - (index * 11 + 3) * DAY));
      index += 1;
      await db.update(organisations).set({ createdAt: joined }).where(eq(organisations.id, business.id));
    }
  },
};

/** Each demo client login with what they are in which business, in order, for the start-up banner and the README. */
export function demoBusinessLogins(): { email: string; roles: string }[] {
  const roles = new Map<string, string[]>();
  for (const demo of DEMO_ORGANISATIONS)
    for (const { email, role } of [{ email: demo.owner, role: 'owner' }, ...demo.people])
      roles.set(email, [...(roles.get(email) ?? []), `${role} of ${demo.settings.name}`]);
  return [...roles].map(([email, list]) => ({ email, roles: list.join(', ') }));
}
