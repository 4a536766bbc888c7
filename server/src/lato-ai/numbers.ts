import { and, asc, eq } from 'drizzle-orm';
import type { TwilioNumber } from '@/api/contract/lato-ai';
import type { Db } from '@server/db/client';
import { twilioNumbers, type UserRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';

type Owner = Pick<UserRow, 'id'>;
export type NumberRow = typeof twilioNumbers.$inferSelect;

export const toNumberDto = (row: NumberRow): TwilioNumber => ({
  id: row.id,
  phone_number: row.phoneNumber,
  friendly_name: row.friendlyName,
});

/** The client's numbers, oldest first (the first is the one shown by default). */
export function numbersOf(db: Db, owner: Owner) {
  return db.select().from(twilioNumbers).where(eq(twilioNumbers.ownerId, owner.id)).orderBy(asc(twilioNumbers.id));
}

/** One of the client's numbers by id, else 404: another client's number answers as one that does not exist. */
export async function ownedNumber(db: Db, owner: Owner, id: number): Promise<NumberRow> {
  const [row] = await db
    .select()
    .from(twilioNumbers)
    .where(and(eq(twilioNumbers.id, id), eq(twilioNumbers.ownerId, owner.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** One of the client's numbers by its E.164 form, else 404. */
export async function ownedNumberByPhone(db: Db, owner: Owner, phoneNumber: string): Promise<NumberRow> {
  const [row] = await db
    .select()
    .from(twilioNumbers)
    .where(and(eq(twilioNumbers.phoneNumber, phoneNumber), eq(twilioNumbers.ownerId, owner.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Whether a phone number is one of Lato's own, whoever's it is. */
export async function isLatoNumber(db: Db, phoneNumber: string): Promise<boolean> {
  const [row] = await db.select({ id: twilioNumbers.id }).from(twilioNumbers).where(eq(twilioNumbers.phoneNumber, phoneNumber)).limit(1);
  return row !== undefined;
}
