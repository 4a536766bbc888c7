import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { BillingAddress, billingAddressChanges, billingAddressFields } from '@/api/contract/shop';
import { NON_FIELD_ERRORS } from '@/api/contract/errors';
import type { Db } from '@server/db/client';
import { billingAddresses, organisations, type AddressSnapshot } from '@server/db/schema';
import { conflict, invalidFields, notFound } from '@server/src/http/http-errors';
import { isUniqueViolation } from '@server/src/sql/unique-violation';

/*
 * An organisation's billing addresses. At most one is its default, and while it has any, one is:
 * the first one made, the one chosen since, or (when the default is deleted) the newest left.
 */

type AddressRow = typeof billingAddresses.$inferSelect;
type NewAddress = z.output<typeof billingAddressFields>;
type AddressChanges = z.output<typeof billingAddressChanges>;

/** Enough for any business's offices; a bound on what one owner can make the list hold. */
export const ADDRESSES_MAX = 20;

export const addressDto = (row: AddressRow): BillingAddress => ({
  id: row.id,
  name: row.name,
  company: row.company,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  region: row.region,
  postal_code: row.postalCode,
  country: row.country,
  tax_id: row.taxId,
  phone: row.phone,
  is_default: row.isDefault,
});

/** The address as an order keeps it: as it was when the order was placed. */
export const addressSnapshot = (row: AddressRow): AddressSnapshot => ({
  name: row.name,
  company: row.company,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  region: row.region,
  postalCode: row.postalCode,
  country: row.country,
  taxId: row.taxId,
});

const columnsOf = (fields: Partial<NewAddress>) => ({
  name: fields.name,
  company: fields.company,
  line1: fields.line1,
  line2: fields.line2,
  city: fields.city,
  region: fields.region,
  postalCode: fields.postal_code,
  country: fields.country,
  taxId: fields.tax_id,
  phone: fields.phone,
});

/** The default first, then the newest. */
export function addressesOf(db: Db, organisationId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(billingAddresses)
    .where(eq(billingAddresses.organisationId, organisationId))
    .orderBy(desc(billingAddresses.isDefault), desc(billingAddresses.id));
}

/** One of the organisation's addresses, or null (another organisation's is no different from none). */
export async function findAddress(db: Db, organisationId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(billingAddresses)
    .where(and(eq(billingAddresses.id, id), eq(billingAddresses.organisationId, organisationId)))
    .limit(1);
  return row ?? null;
}

/** The default moves here: the previous one is unset first, since the index allows one. */
async function makeDefault(db: Db, organisationId: number, id: number): Promise<void> {
  await db
    .update(billingAddresses)
    .set({ isDefault: false })
    .where(and(eq(billingAddresses.organisationId, organisationId), eq(billingAddresses.isDefault, true), ne(billingAddresses.id, id)));
  await db.update(billingAddresses).set({ isDefault: true }).where(eq(billingAddresses.id, id));
}

/**
 * Changes an organisation's addresses one request at a time: the organisation's row is locked for
 * the transaction, so two "first address" or "make default" requests at once do not both count no
 * default and both set one (the default's unique index would refuse the second with a 500). Should
 * the index still refuse, the answer is a 409 to try again.
 */
async function changingAddresses<T>(db: Db, organisationId: number, change: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
      return change(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('The addresses changed meanwhile; please try again.');
    throw error;
  }
}

export function createAddress(db: Db, organisationId: number, fields: NewAddress): Promise<AddressRow> {
  return changingAddresses(db, organisationId, async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(billingAddresses)
      .where(eq(billingAddresses.organisationId, organisationId));
    if (n >= ADDRESSES_MAX) throw invalidFields({ [NON_FIELD_ERRORS]: ['too_many'] });
    const [row] = await tx
      .insert(billingAddresses)
      .values({ ...columnsOf(fields), name: fields.name, line1: fields.line1, city: fields.city, country: fields.country, organisationId })
      .returning();
    if (n === 0 || fields.is_default) await makeDefault(tx, organisationId, row!.id);
    return (await findAddress(tx, organisationId, row!.id))!;
  });
}

/**
 * Changes an address. `is_default: true` makes it the default (the previous one unset in the same
 * transaction); `false` alone changes nothing, since the default moves only by choosing another.
 */
export function updateAddress(db: Db, organisationId: number, id: number, changes: AddressChanges): Promise<AddressRow> {
  return changingAddresses(db, organisationId, async (tx) => {
    const found = await findAddress(tx, organisationId, id);
    if (!found) throw notFound();
    const columns = Object.fromEntries(Object.entries(columnsOf(changes)).filter(([, value]) => value !== undefined));
    if (Object.keys(columns).length > 0) await tx.update(billingAddresses).set(columns).where(eq(billingAddresses.id, id));
    if (changes.is_default && !found.isDefault) await makeDefault(tx, organisationId, id);
    return (await findAddress(tx, organisationId, id))!;
  });
}

/** Deletes an address; when it was the default, the newest one left becomes the default. */
export function deleteAddress(db: Db, organisationId: number, id: number): Promise<void> {
  return changingAddresses(db, organisationId, async (tx) => {
    const found = await findAddress(tx, organisationId, id);
    if (!found) throw notFound();
    await tx.delete(billingAddresses).where(eq(billingAddresses.id, id));
    if (!found.isDefault) return;
    const [newest] = await tx
      .select({ id: billingAddresses.id })
      .from(billingAddresses)
      .where(eq(billingAddresses.organisationId, organisationId))
      .orderBy(desc(billingAddresses.id))
      .limit(1);
    if (newest) await makeDefault(tx, organisationId, newest.id);
  });
}
