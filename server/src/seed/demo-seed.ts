import type { Db } from '@server/db/client';
import type { Seal } from '@server/src/crypto/seal';
import type { FileStorage } from '@server/src/files/storage/file-storage';

/** What a seed may need beyond the database: where files (attachments) are stored, and how secrets are sealed. */
export interface SeedContext {
  storage: FileStorage;
  /** Seals an authenticator app's key with the server's secret (the demo login with two-step sign-in). */
  twoStepSecrets: Seal<string>;
}

/** One area's demo data: written once per database, in one transaction with its record. */
export interface DemoSeed {
  /** The area's name in the record of seeds run (`seed_runs`); never renamed once shipped. */
  area: string;
  run(db: Db, context: SeedContext): Promise<void>;
}
