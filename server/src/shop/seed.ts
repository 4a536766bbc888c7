import type { DemoSeed } from '@server/src/seed/demo-seed';
import { seedCatalogue } from './catalogue/seed';
import { seedOrders } from './payments/seed';

/** The catalogue first: the demo businesses' orders and subscriptions are of its products. */
export const shopSeed: DemoSeed = {
  area: 'shop',
  async run(db, context) {
    await seedCatalogue(db, context);
    await seedOrders(db, context);
  },
};
