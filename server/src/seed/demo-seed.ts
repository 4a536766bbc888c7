import type { Db } from '@server/db/client';
import type { FileStorage } from '@server/src/files/storage/file-storage';

/** What a seed may need beyond the database: where files (attachments) are stored. */
export interface SeedContext {
  storage: FileStorage;
}

/** One area's demo data: written once per database, in one transaction with its record. */
export interface DemoSeed {
  /** The area's name in the record of seeds run (`seed_runs`); never renamed once shipped. */
  area: string;
  run(db: Db, context: SeedContext): Promise<void>;
}
