import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { seedRuns } from '@server/db/schema';
import { DEMO_SEEDS } from '@server/src/areas';
import type { DemoSeed, SeedContext } from './demo-seed';

export type { DemoSeed, SeedContext };
// Each area names its seed in the list of areas (server/src/areas.ts), which sets their order.
export { DEMO_SEEDS };

/**
 * Gives the database each area's demo data it has not had yet, and answers which areas it seeded.
 * The record and the data are one transaction: a seed that fails leaves neither, and two servers
 * starting on one PostgreSQL seed an area once (the second waits on the record's key, then skips).
 */
export async function seedDemoData(db: Db, context: SeedContext, seeds: readonly DemoSeed[] = DEMO_SEEDS): Promise<string[]> {
  const seeded: string[] = [];
  for (const seed of seeds) {
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx.insert(seedRuns).values({ area: seed.area }).onConflictDoNothing().returning({ area: seedRuns.area });
      if (claimed.length === 0) return false;
      await seed.run(tx, context);
      return true;
    });
    if (ran) seeded.push(seed.area);
  }
  return seeded;
}

/** The areas this database has had demo data for. */
export async function seededAreas(db: Db): Promise<string[]> {
  const rows = await db
    .select({ area: seedRuns.area })
    .from(seedRuns)
    .orderBy(sql`${seedRuns.ranAt}`);
  return rows.map((r) => r.area);
}
