import type { Db } from '@server/db/client';
import type { SeedContext } from '@server/src/seed/demo-seed';

/** The demo businesses' billing addresses, paid orders and the subscriptions they became. */
export async function seedOrders(_db: Db, _context: SeedContext): Promise<void> {}
