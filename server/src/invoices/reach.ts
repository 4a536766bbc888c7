import { eq } from 'drizzle-orm';
import { ACCESS, isAllowed } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { invoices, type UserRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { manageOrganisation } from '@server/src/organisations/membership';

export type InvoiceRow = typeof invoices.$inferSelect;

/** Whether the person writes invoices (the agency's billing staff), rather than reading their business's. */
export const writesInvoices = (person: Pick<UserRow, 'role'>) => isAllowed(person.role, ACCESS.invoices);

/**
 * An invoice as the person may reach it, or 404: the billing staff reach every one; an owner of its
 * business reaches it once sent (a draft is the agency's own work), a member gets 403 (as for the
 * business's orders), anyone else 404. `lock` takes the row for update, in the caller's transaction.
 */
export async function reachInvoice(db: Db, person: Pick<UserRow, 'id' | 'role'>, id: number, { lock = false } = {}): Promise<InvoiceRow> {
  const query = db.select().from(invoices).where(eq(invoices.id, id));
  const [invoice] = lock ? await query.for('update') : await query;
  if (!invoice) throw notFound();
  if (writesInvoices(person)) return invoice;
  await manageOrganisation(db, person, invoice.organisationId);
  // A draft is the agency's own work, and so is a draft voided before it was ever sent.
  if (invoice.status === 'draft' || (invoice.status === 'void' && invoice.sentAt === null)) throw notFound();
  return invoice;
}
