import { and, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PlanUsage } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { calls, chatMessages, twilioNumbers } from '@server/db/schema';
import type { Allowance } from '@server/src/shop/allowance';
import { sumMinor, timesMinor } from '@server/src/shop/money';
import { addMonths } from './periods';

/**
 * The month of the plan's period that `now` falls in. The included minutes and SMS are per month,
 * so a yearly plan (or a first period lengthened by a trial) is counted month by month from its start.
 */
export function usageWindow(periodStart: Date, periodEnd: Date, now: Date): { start: Date; end: Date } {
  let start = periodStart;
  for (let month = 1; ; month += 1) {
    const next = addMonths(periodStart, month);
    if (next > now || next >= periodEnd) return { start, end: next < periodEnd ? next : periodEnd };
    start = next;
  }
}

type Window = { start: Date; end: Date };

/**
 * Call minutes (each call rounded up to the minute) and SMS sent by the assistant or a person
 * (failed ones not counted) from the organisation's numbers in a window, leaving out the settings
 * page's simulations.
 */
async function usedIn(db: Db, organisationId: number, window: Window): Promise<{ minutes: number; sms: number }> {
  const numbersOf = db.select({ id: twilioNumbers.id }).from(twilioNumbers).where(eq(twilioNumbers.organisationId, organisationId));
  const [[minutes], [sent]] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(ceil(${calls.durationSeconds} / 60.0)), 0)::int` })
      .from(calls)
      .where(
        and(
          inArray(calls.numberId, numbersOf),
          eq(calls.isTest, false),
          gte(calls.startedAt, window.start),
          lt(calls.startedAt, window.end),
        ),
      ),
    db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          inArray(chatMessages.numberId, numbersOf),
          inArray(chatMessages.role, ['assistant', 'agent']),
          ne(chatMessages.status, 'failed'),
          eq(chatMessages.isTest, false),
          gte(chatMessages.createdAt, window.start),
          lt(chatMessages.createdAt, window.end),
        ),
      ),
  ]);
  return { minutes: minutes?.n ?? 0, sms: sent?.n ?? 0 };
}

/**
 * What the organisation has used this month against what its plan and add-ons include: numbers it
 * holds, call minutes and SMS (usedIn); and what the minutes and SMS beyond the included ones come
 * to at the plan's prices.
 */
export async function usageOf(db: Db, organisationId: number, allowance: Allowance, now: Date): Promise<PlanUsage> {
  const window = usageWindow(allowance.plan.currentPeriodStart, allowance.plan.currentPeriodEnd, now);
  const [[held], used] = await Promise.all([
    db.select({ n: count() }).from(twilioNumbers).where(eq(twilioNumbers.organisationId, organisationId)),
    usedIn(db, organisationId, window),
  ]);
  const overage = sumMinor(
    [
      timesMinor(allowance.overageMinuteMinor, Math.max(0, used.minutes - allowance.callMinutes), allowance.currency),
      timesMinor(allowance.overageSmsMinor, Math.max(0, used.sms - allowance.sms), allowance.currency),
    ],
    allowance.currency,
  );
  return {
    numbers: allowance.numbers,
    numbers_used: held?.n ?? 0,
    max_numbers: allowance.maxNumbers,
    call_minutes: allowance.callMinutes,
    call_minutes_used: used.minutes,
    sms: allowance.sms,
    sms_used: used.sms,
    overage: { amount_minor: overage, currency: allowance.currency },
    period_start: window.start.toISOString(),
    period_end: window.end.toISOString(),
  };
}
