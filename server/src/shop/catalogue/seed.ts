import type { Db } from '@server/db/client';
import type { SeedContext } from '@server/src/seed/demo-seed';

/** The agency's catalogue: plans, add-ons and services, with their pictures; and the demo coupons. */
export async function seedCatalogue(_db: Db, _context: SeedContext): Promise<void> {}
