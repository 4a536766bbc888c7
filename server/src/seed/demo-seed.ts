import type { Db } from '@server/db/client';

/** What a seed may need beyond the database: where private files (attachments) live. */
export interface SeedContext {
  filesDir: string;
}

/** One area's demo data: written once per database, in one transaction with its record. */
export interface DemoSeed {
  /** The area's name in the record of seeds run (`seed_runs`); never renamed once shipped. */
  area: string;
  run(db: Db, context: SeedContext): Promise<void>;
}
