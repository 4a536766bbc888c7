import type { UsageLines } from '@/api/contract/invoices';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';

/** A calendar month's usage of an organisation's numbers and its billable lines (see the contract's usageSchema). */
export async function usageOfMonth(_db: Db, _organisationId: number, _month: string, _lang: SiteLanguage): Promise<UsageLines> {
  throw new Error('not built yet');
}
