import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OrganisationBilling, Subscription } from '@/api/contract/shop';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { organisations, products, subscriptions, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import { notFound } from '@server/src/http/http-errors';
import { manageOrganisation } from '@server/src/organisations/membership';
import { allowanceOf } from '@server/src/shop/allowance';
import { shopRefusal } from '@server/src/shop/checkout/refusals';
import type { SubscriptionRow } from './fulfil';
import { usageOf } from './usage';

type Person = Pick<UserRow, 'id' | 'role'>;
type ProductNames = { id: number; nameEn: string; nameEs: string; kind: SubscriptionRow['kind'] };

const RUNNING = ['trialing', 'active', 'past_due'] as const;
export const isRunning = (row: Pick<SubscriptionRow, 'status'>) => (RUNNING as readonly string[]).includes(row.status);

export function subscriptionDto(row: SubscriptionRow, product: ProductNames, lang: SiteLanguage): Subscription {
  return {
    id: row.id,
    product: { id: product.id, name: lang === 'es' ? product.nameEs : product.nameEn, kind: product.kind },
    interval: row.interval,
    quantity: row.quantity,
    unit_minor: row.unitMinor,
    currency: row.currency,
    status: row.status,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

const productNames = { id: products.id, nameEn: products.nameEn, nameEs: products.nameEs, kind: products.kind };

/**
 * An organisation's running subscriptions (its plan first, then its add-ons as bought) and what
 * its plan allows and it has used this month. Its owners and the agency's managers only.
 */
export async function organisationBilling(
  db: Db,
  person: Person,
  organisationId: number,
  lang: SiteLanguage,
  now: Date,
): Promise<OrganisationBilling> {
  await manageOrganisation(db, person, organisationId);
  const rows = await db
    .select({ subscription: subscriptions, product: productNames })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(and(eq(subscriptions.organisationId, organisationId), ne(subscriptions.status, 'cancelled')))
    .orderBy(sql`${subscriptions.kind} <> 'plan'`, asc(subscriptions.id));
  const allowance = await allowanceOf(db, organisationId);
  return {
    subscriptions: rows.map((row) => subscriptionDto(row.subscription, row.product, lang)),
    usage: allowance ? await usageOf(db, organisationId, allowance, now) : null,
  };
}

/** A subscription the person may manage (its organisation's owners, the agency's managers); 404 for any other. */
export async function manageableSubscription(db: Db, person: Person, id: number) {
  const [row] = await db
    .select({ subscription: subscriptions, product: productNames, organisation: { id: organisations.id, name: organisations.name } })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(organisations, eq(organisations.id, subscriptions.organisationId))
    .where(eq(subscriptions.id, id))
    .limit(1);
  if (!row) throw notFound();
  await manageOrganisation(db, person, row.organisation.id);
  return row;
}

/**
 * Sets a running subscription to end at its period's end (`cancel`), or keeps it on after all
 * (`resume`, before that end). Nothing is refunded: the period was paid for, and runs its course.
 * 409 `subscription_not_active` when there is nothing to change: already ending, already kept on,
 * or ended.
 */
export async function setCancelAtPeriodEnd(
  db: Db,
  request: FastifyRequest,
  person: Person,
  id: number,
  cancel: boolean,
  lang: SiteLanguage,
  now: Date,
): Promise<Subscription> {
  const { subscription, product, organisation } = await manageableSubscription(db, person, id);
  if (!isRunning(subscription) || subscription.cancelAtPeriodEnd === cancel || subscription.currentPeriodEnd <= now) {
    throw shopRefusal(409, 'subscription_not_active', cancel ? 'This subscription is already ending.' : 'This subscription is not ending.');
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: cancel, updatedAt: now })
      .where(and(eq(subscriptions.id, id), eq(subscriptions.cancelAtPeriodEnd, !cancel)))
      .returning();
    if (!updated) throw shopRefusal(409, 'subscription_not_active', 'This subscription changed meanwhile.');
    await recordAudit(tx, request, {
      action: cancel ? 'subscription_cancelled' : 'subscription_resumed',
      target: { type: 'organisation', id: organisation.id, label: organisation.name },
      details: { subscription: id, product: product.nameEn, ends: cancel ? updated.currentPeriodEnd.toISOString() : null },
    });
    return subscriptionDto(updated, product, lang);
  });
}
