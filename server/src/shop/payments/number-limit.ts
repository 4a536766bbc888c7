import { count, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { organisations, twilioNumbers } from '@server/db/schema';
import { allowanceOf } from '@server/src/shop/allowance';
import { shopRefusal } from '@server/src/shop/checkout/refusals';

/**
 * Refuses (409 `plan_limit_numbers`) one more number for an organisation that runs a plan and
 * already holds as many as its plan and add-ons allow (never beyond the plan's cap). Organisations
 * without a plan are the agency's managed accounts, billed by hand: not limited. Call it in the
 * transaction that assigns the number: the organisation's row is locked, so two assignments at
 * once are counted one after the other.
 */
export async function refuseNumberBeyondPlan(tx: Db, organisationId: number): Promise<void> {
  await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
  const allowance = await allowanceOf(tx, organisationId);
  if (!allowance) return;
  const allowed = allowance.maxNumbers === null ? allowance.numbers : Math.min(allowance.numbers, allowance.maxNumbers);
  const [held] = await tx.select({ n: count() }).from(twilioNumbers).where(eq(twilioNumbers.organisationId, organisationId));
  if ((held?.n ?? 0) >= allowed) {
    throw shopRefusal(
      409,
      'plan_limit_numbers',
      'This business holds as many numbers as its plan allows; a bigger plan or an add-on allows more.',
    );
  }
}
