import type { Invoice } from '@/api/contract/invoices';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import type { UserRow } from '@server/db/schema';

/**
 * One invoice as the contract's `invoiceSchema` says it, for this reader (its `can` flags follow
 * the reader's role and the invoice's status), with names in `lang`.
 */
export async function invoiceView(_db: Db, _id: number, _reader: Pick<UserRow, 'id' | 'role'>, _lang: SiteLanguage): Promise<Invoice> {
  throw new Error('not built yet');
}
