import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { seedRuns } from '@server/db/schema';
import { usersSeed } from '@server/src/users/seed';
import { projectsSeed } from '@server/src/projects/seed';
import { todoSeed } from '@server/src/todo/seed';
import { latoAiSeed } from '@server/src/lato-ai/seed';
import type { DemoSeed, SeedContext } from './demo-seed';

export type { DemoSeed, SeedContext };

/** Every area's demo data, in the order they build on each other (projects need people, the todo board both). */
export const DEMO_SEEDS: readonly DemoSeed[] = [usersSeed, projectsSeed, todoSeed, latoAiSeed];

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
