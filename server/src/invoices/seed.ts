import type { DemoSeed } from '@server/src/seed/demo-seed';

/** The demo businesses' invoices: issued by their paid orders, written by staff, and a month's usage. */
export const invoicesSeed: DemoSeed = {
  area: 'invoices',
  async run() {},
};
