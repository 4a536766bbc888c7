import type { Db } from '@server/db/client';
import { DEMO_ORGANISATIONS, demoOrganisationOf } from '@server/src/organisations/seed';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { findUserByEmail } from '@server/src/users/queries';
import type { Issuing } from './seed/issuing';
import { orderInvoices } from './seed/order-invoices';
import { staffInvoices } from './seed/staff-invoices';
import { usageInvoice } from './seed/usage-invoice';

/**
 * The demo businesses' invoices, after the shop's seed: the paid invoice of each paid order; per
 * business, invoices the CFO wrote (a draft, one sent, one paid in part, one overdue, one paid by
 * bank transfer, one void, and one billing a project's phases when the business has a project);
 * and last month's usage draft where the demo calls and SMS went beyond the plan. Issued in date
 * order, so each year's numbers run with the dates. Sent invoices have no stored PDF yet: it is
 * drawn and kept on its first download.
 */
async function seedInvoices(db: Db): Promise<void> {
  const now = new Date();
  const staff = await findUserByEmail(db, 'cfo@lato.test');
  const issuing: Issuing[] = await orderInvoices(db);
  for (const demo of DEMO_ORGANISATIONS) {
    const organisation = await demoOrganisationOf(db, demo.owner);
    if (!organisation) continue;
    issuing.push(...(await staffInvoices(db, { organisation, ownerEmail: demo.owner, staffId: staff?.id ?? null, now })));
    issuing.push(...(await usageInvoice(db, organisation, now)));
  }
  issuing.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const invoice of issuing) await invoice.issue(db);
}

/** The demo businesses' invoices: issued by their paid orders, written by staff, and a month's usage. */
export const invoicesSeed: DemoSeed = {
  area: 'invoices',
  run: (db) => seedInvoices(db),
};
