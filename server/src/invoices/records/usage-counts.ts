import { and, asc, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { calls, chatMessages, twilioNumbers } from '@server/db/schema';
import { amongIds } from '@server/src/sql/among-ids';
import { readTogether } from '@server/src/sql/read-together';

/** A calendar month in UTC: `2026-10` runs from 1 October 00:00 UTC to 1 November 00:00 UTC. */
export function monthWindow(month: string): { start: Date; end: Date } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, index - 1, 1)), end: new Date(Date.UTC(year, index, 1)) };
}

export interface NumberUsage {
  id: number;
  phone_number: string;
  minutes: number;
  sms: number;
}

/**
 * Each of the organisation's numbers (in id order) with its call minutes and SMS in a window, by the
 * rules of the plan's usage meter (server/src/shop/payments/usage.ts `usedIn`), counted per number:
 * each call rounded up to the minute, SMS sent by the assistant or a person and not failed, the
 * settings page's simulations left out. Two grouped queries through the number-and-time indexes.
 */
export async function usageByNumber(db: Db, organisationId: number, window: { start: Date; end: Date }): Promise<NumberUsage[]> {
  const numbersOf = db.select({ id: twilioNumbers.id }).from(twilioNumbers).where(eq(twilioNumbers.organisationId, organisationId));
  const [numbers, minutes, sms] = await readTogether(db, [
    () =>
      db
        .select({ id: twilioNumbers.id, phone_number: twilioNumbers.phoneNumber })
        .from(twilioNumbers)
        .where(eq(twilioNumbers.organisationId, organisationId))
        .orderBy(asc(twilioNumbers.id)),
    () =>
      db
        .select({ numberId: calls.numberId, n: sql<number>`coalesce(sum(ceil(${calls.durationSeconds} / 60.0)), 0)::int` })
        .from(calls)
        .where(
          and(
            amongIds(calls.numberId, numbersOf),
            eq(calls.isTest, false),
            gte(calls.startedAt, window.start),
            lt(calls.startedAt, window.end),
          ),
        )
        .groupBy(calls.numberId),
    () =>
      db
        .select({ numberId: chatMessages.numberId, n: count() })
        .from(chatMessages)
        .where(
          and(
            amongIds(chatMessages.numberId, numbersOf),
            inArray(chatMessages.role, ['assistant', 'agent']),
            ne(chatMessages.status, 'failed'),
            eq(chatMessages.isTest, false),
            gte(chatMessages.createdAt, window.start),
            lt(chatMessages.createdAt, window.end),
          ),
        )
        .groupBy(chatMessages.numberId),
  ]);
  const minutesOf = new Map(minutes.map((row) => [row.numberId, row.n]));
  const smsOf = new Map(sms.map((row) => [row.numberId, row.n]));
  return numbers.map((number) => ({ ...number, minutes: minutesOf.get(number.id) ?? 0, sms: smsOf.get(number.id) ?? 0 }));
}
