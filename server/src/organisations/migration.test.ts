import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';

/** The migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string) {
  const current = path.resolve('server/db/migrations');
  const folder = mkdtempSync(path.join(tmpdir(), 'lato-migrations-'));
  cpSync(current, folder, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < tag);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return { folder, current };
}

describe('migration 0016: each client becomes a business', () => {
  it('gives every client a business of their own with their id, owned by them, holding their numbers and projects', async () => {
    const { folder, current } = migrationsBefore('0016');
    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folder });
      const insert = async (sql: string) => (await client.query<{ id: number }>(sql)).rows[0]!.id;
      const pat = await insert(
        `INSERT INTO users (email, full_name, role, password_hash) VALUES ('pm@agency.test', 'Pat', 'PM_CLIENT', 'x') RETURNING id`,
      );
      const grace = await insert(
        `INSERT INTO users (email, full_name, role, password_hash, preferred_language) VALUES ('grace@client.test', 'Grace Okafor', 'CLIENT', 'x', 'es') RETURNING id`,
      );
      const hugo = await insert(
        `INSERT INTO users (email, full_name, role, password_hash) VALUES ('hugo@client.test', 'Hugo Bernard', 'CLIENT', 'x') RETURNING id`,
      );
      const number = await insert(
        `INSERT INTO twilio_numbers (phone_number, friendly_name, owner_id) VALUES ('+14155550142', 'Front desk', ${grace}) RETURNING id`,
      );
      const project = await insert(`INSERT INTO projects (name, client_id) VALUES ('Website', ${hugo}) RETURNING id`);
      // A staff account once set as a project's client: its project keeps a business, which it does not join.
      await insert(`INSERT INTO projects (name, client_id) VALUES ('Intranet', ${pat}) RETURNING id`);

      await migrate(db, { migrationsFolder: current });

      const businesses = await client.query('SELECT id, name, billing_email, language FROM organisations ORDER BY id');
      expect(businesses.rows).toEqual([
        { id: pat, name: 'Pat', billing_email: 'pm@agency.test', language: 'en' },
        { id: grace, name: 'Grace Okafor', billing_email: 'grace@client.test', language: 'es' },
        { id: hugo, name: 'Hugo Bernard', billing_email: 'hugo@client.test', language: 'en' },
      ]);
      const members = await client.query('SELECT organisation_id, user_id, role FROM organisation_members ORDER BY user_id');
      expect(members.rows).toEqual([
        { organisation_id: grace, user_id: grace, role: 'owner' },
        { organisation_id: hugo, user_id: hugo, role: 'owner' },
      ]);
      expect((await client.query(`SELECT organisation_id FROM twilio_numbers WHERE id = ${number}`)).rows).toEqual([
        { organisation_id: grace },
      ]);
      expect((await client.query(`SELECT client_id FROM projects WHERE id = ${project}`)).rows).toEqual([{ client_id: hugo }]);
      // The next business made gets a new id, past every kept one.
      const next = await insert(`INSERT INTO organisations (name) VALUES ('New') RETURNING id`);
      expect(next).toBeGreaterThan(Math.max(grace, hugo));
    } finally {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
