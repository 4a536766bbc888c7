import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditDetails } from '@/api/contract/audit';
import type { Db } from '@server/db/client';
import { organisations } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import type { OrderRow } from '@server/src/shop/checkout/order-rows';
import { moneyText } from './amounts';

/** Why money the provider took is owed back (each a case the shop cannot put right on its own). */
export type RefundReason =
  /** A second payment of an order already paid. */
  | 'double_charge'
  /** A payment on a session the order had replaced (paid in an old tab): the order is paid on its current one. */
  | 'replaced_session'
  /** A plan paid while the organisation already ran one: it keeps the plan it had. */
  | 'second_plan'
  /** Add-ons that take the organisation's numbers beyond its plan's cap. */
  | 'numbers_beyond_plan'
  /** A renewal paid for a subscription that has ended, or changed plan, or moved past that period. */
  | 'renewal_not_applicable'
  /** An invoice's online payment it can no longer take whole (paid meanwhile, voided, or more than is left to pay). */
  | 'invoice_not_payable';

/**
 * Says that a payment needs a person to refund it: an error in the log (for whoever watches it)
 * and an event in the audit log, in the caller's transaction. The order itself is left as the
 * provider's word made it; nothing is refunded automatically.
 */
export async function recordRefundDue(
  tx: Db,
  log: FastifyBaseLogger,
  order: Pick<OrderRow, 'id' | 'organisationId' | 'reason' | 'totalMinor' | 'currency' | 'provider'>,
  reason: RefundReason,
  details: AuditDetails = {},
): Promise<void> {
  log.error({ orderId: order.id, refundDue: reason, ...details }, 'a payment needs a refund: see the audit log');
  const [organisation] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, order.organisationId));
  await recordAudit(tx, null, {
    action: 'refund_due',
    actor: null,
    target: { type: 'organisation', id: order.organisationId, label: organisation?.name ?? null },
    details: {
      order: order.id,
      reason: order.reason,
      total: moneyText(order.totalMinor, order.currency),
      provider: order.provider,
      refund_due: reason,
      ...details,
    },
  });
}
