import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  /** Plain SQL on it, for a test to look at what the servers wrote. */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The cluster tests need a PostgreSQL: set TEST_DATABASE_URL (.ci/run starts one).');
  return url;
}

async function asAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the test PostgreSQL, dropped (with whoever is still connected) afterwards. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const name = `lato_cluster_${randomBytes(6).toString('hex')}`;
  await asAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    query: async <Row>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as Row[],
    async drop() {
      await pool.end();
      await asAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
