import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { seedLatoAi, type SeededLatoAi } from './lato-ai';
import { seedPeople } from './people';
import { seedProjects } from './projects';
import { seedInvoices } from './invoices';
import { seedShop } from './shop';
import { seedPageViews } from './page-views';
import { seedContacts } from './contacts';
import { seedMarketing } from './marketing';
import { seedExpenses } from './expenses';

export { BENCH_LOGINS, BENCH_PASSWORD } from './people';

export interface BenchData extends SeededLatoAi {
  /** A project in the middle of the list, for its board. */
  projectId: number;
}

/**
 * The bench's data set, in one transaction: 5,000 users (200 staff), 1,000 projects with 100,000
 * tasks, 50 numbers with 20,000 calls and their transcripts, 5,000 SMS conversations, and the
 * shop's catalogue with 10,000 orders, 100,000 invoices, 100,000 views of the public site, 10,000
 * contacts, 120 campaigns that a fifth of the paid orders and the clients' sign-ups came with, and
 * 10,000 expenses over the year.
 */
export async function seedBenchData(db: Db): Promise<BenchData> {
  const seeded = await db.transaction(async (tx) => {
    const people = await seedPeople(tx);
    const { projectIds } = await seedProjects(tx, people);
    const latoAi = await seedLatoAi(tx, people);
    await seedShop(tx, people);
    await seedInvoices(tx);
    await seedPageViews(tx);
    await seedContacts(tx, people);
    await seedMarketing(tx);
    await seedExpenses(tx);
    return { projectId: projectIds[Math.floor(projectIds.length / 2)]!, ...latoAi };
  });
  // Fresh statistics and visibility maps, as autovacuum would have left a database that grew to this
  // size (an index-only scan reads the heap for pages not yet marked all-visible).
  await db.execute(sql`vacuum analyze`);
  return seeded;
}
