import { openDatabase, type Database } from '@server/db/client';
import { lockDataDir } from '@server/src/files/data-lock';
import type { Config } from './config';

/**
 * The database the configuration names, opened and migrated: PostgreSQL with DATABASE_URL, else
 * the embedded one in DATA_DIR, whose folder is taken first (one process's only). `release` gives
 * the folder back; call it after closing the database.
 */
export async function openConfiguredDatabase(config: Config): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, queryTimeoutMs: config.databaseQueryTimeoutMs });
    return { database, release: () => {} };
  }
  const release = lockDataDir(config.dataDir);
  try {
    return { database: await openDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/pglite` }), release };
  } catch (error) {
    release();
    throw error;
  }
}
