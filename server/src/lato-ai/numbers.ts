import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { TwilioNumber } from '@/api/contract/lato-ai';
import type { Db } from '@server/db/client';
import { organisationMembers, organisations, twilioNumbers, type UserRow } from '@server/db/schema';
import { forbidden, notFound } from '@server/src/http/http-errors';
import { heldForMember } from '@server/src/organisations/membership';

type Member = Pick<UserRow, 'id'>;
export type NumberRow = typeof twilioNumbers.$inferSelect;
type NamedNumberRow = { number: NumberRow; organisation: { id: number; name: string } };

export const toNumberDto = ({ number, organisation }: NamedNumberRow): TwilioNumber => ({
  id: number.id,
  phone_number: number.phoneNumber,
  friendly_name: number.friendlyName,
  organisation,
});

/** A number is a person's while they belong to the business holding it: read at every request. */
const heldFor = (db: Db, member: Member) => heldForMember(db, member.id, twilioNumbers.organisationId);

const namedNumbers = (db: Db, where: SQL | undefined) =>
  db
    .select({ number: twilioNumbers, organisation: { id: organisations.id, name: organisations.name } })
    .from(twilioNumbers)
    .innerJoin(organisations, eq(organisations.id, twilioNumbers.organisationId))
    .where(where);

/** The numbers of every business the person belongs to, oldest first (the first is the one shown by default). */
export function numbersOf(db: Db, member: Member) {
  return namedNumbers(db, heldFor(db, member)).orderBy(asc(twilioNumbers.id));
}

async function oneNumber(db: Db, member: Member, where: SQL | undefined): Promise<NumberRow> {
  const [row] = await db
    .select()
    .from(twilioNumbers)
    .where(and(where, heldFor(db, member)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** One of the person's businesses' numbers by id, else 404: any other business's number answers as one that does not exist. */
export const ownedNumber = (db: Db, member: Member, id: number): Promise<NumberRow> => oneNumber(db, member, eq(twilioNumbers.id, id));

/**
 * One of the person's numbers they may change the assistant of: its business's owners tune it,
 * its members read it (403).
 */
export async function tunedNumber(db: Db, member: Member, id: number): Promise<NumberRow> {
  const number = await ownedNumber(db, member, id);
  const [membership] = await db
    .select({ role: organisationMembers.role })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, number.organisationId), eq(organisationMembers.userId, member.id)));
  if (membership?.role !== 'owner') throw forbidden('Only an owner of this business changes how its assistant answers.');
  return number;
}

/** The same by its E.164 form. */
export const ownedNumberByPhone = (db: Db, member: Member, phoneNumber: string): Promise<NumberRow> =>
  oneNumber(db, member, eq(twilioNumbers.phoneNumber, phoneNumber));

/** Whether a phone number is one of Lato's own, whoever's it is. */
export async function isLatoNumber(db: Db, phoneNumber: string): Promise<boolean> {
  const [row] = await db.select({ id: twilioNumbers.id }).from(twilioNumbers).where(eq(twilioNumbers.phoneNumber, phoneNumber)).limit(1);
  return row !== undefined;
}
