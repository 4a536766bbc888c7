import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { ModuleList, ModuleSummary } from '@/api/contract/academy';
import { ACCESS, isAllowed, ROLES, type Role } from '@/api/contract/roles';
import { helpModules, moduleCompletions, type UserRow } from '@server/db/schema';
import { getAs, readAs, signIn, startTestServer, type TestServer } from '@server/test/harness';

/*
 * A reader marking modules done and not done. Two modules: P (published, position 1) and D (a
 * draft, position 2), both last changed on 1 June 2026 08:00 UTC. The clock reads 10 June 12:00
 * UTC, then 11 June 09:30 for a second click.
 * - The client person marks P: completed_at 10 June 12:00; again on the 11th: still 10 June 12:00
 *   (the first mark stays), one mark stored.
 * - The client person marks D: 404 (a draft does not exist for them), nothing stored; the CEO marks
 *   D (previewing): completed_at 10 June 12:00.
 * - Unmarking answers completed_at null and removes only the reader's own mark; unmarking again is
 *   still 200 with null.
 */

const M = '/api/v1/academy/modules';
const NOW = new Date('2026-06-10T12:00:00Z');
const LATER = new Date('2026-06-11T09:30:00Z');
const CHANGED = new Date('2026-06-01T08:00:00Z');

let server: TestServer;
let now = NOW;
const tokens = {} as Record<Role, string>;
const people = {} as Record<Role, UserRow>;
const ids = { published: 0, draft: 0 };

const module = (title: string, published: boolean, position: number) => ({
  titleEn: title,
  titleEs: `${title} (es)`,
  summaryEn: `About ${title}`,
  summaryEs: `Sobre ${title}`,
  bodyEn: `<p>${title}</p>`,
  bodyEs: `<p>${title} (es)</p>`,
  minutes: 4,
  published,
  position,
  updatedAt: CHANGED,
});

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  for (const role of ROLES) {
    people[role] = await server.createUser(role);
    tokens[role] = (await signIn(server.app, people[role].email)).access;
  }
  const [published, draft] = await server.database.db
    .insert(helpModules)
    .values([module('P', true, 1), module('D', false, 2)])
    .returning();
  ids.published = published!.id;
  ids.draft = draft!.id;
});
afterAll(() => server.close());

beforeEach(async () => {
  now = NOW;
  await server.database.db.delete(moduleCompletions);
});

const mark = (method: 'PUT' | 'DELETE', id: number, token: string | null) =>
  server.app.inject({ method, url: `${M}/${id}/completion/`, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The stored marks: who (by role) did which module (by title), when. */
const marks = async () => {
  const rows = await server.database.db
    .select()
    .from(moduleCompletions)
    .orderBy(asc(moduleCompletions.userId), asc(moduleCompletions.moduleId));
  return rows.map((row) => {
    const role = ROLES.find((candidate) => people[candidate].id === row.userId);
    return `${role} ${row.moduleId === ids.published ? 'P' : 'D'} ${row.completedAt.toISOString()}`;
  });
};

const summaryOfP = (completedAt: string | null): ModuleSummary => ({
  id: ids.published,
  title: { en: 'P', es: 'P (es)' },
  summary: { en: 'About P', es: 'Sobre P' },
  minutes: 4,
  published: true,
  position: 1,
  completed_at: completedAt,
  updated_at: CHANGED.toISOString(),
});

describe('marking a module done (PUT /api/v1/academy/modules/:id/completion/)', () => {
  it('marks it for the reader and answers its summary; a second click keeps the first moment', async () => {
    const first = await mark('PUT', ids.published, tokens.CLIENT);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual(summaryOfP(NOW.toISOString()));
    now = LATER;
    const again = await mark('PUT', ids.published, tokens.CLIENT);
    expect(again.json()).toEqual(summaryOfP(NOW.toISOString()));
    expect(await marks()).toEqual([`CLIENT P ${NOW.toISOString()}`]);
    // The mark is the reader's own: the list shows it to them, not to an editor.
    expect((await readAs<ModuleList>(server.app, `${M}/`, tokens.CLIENT)).results).toEqual([summaryOfP(NOW.toISOString())]);
    expect((await readAs<ModuleList>(server.app, `${M}/`, tokens.CEO)).results[0]).toEqual(summaryOfP(null));
  });

  it('answers 404 to a client person for a draft (which they cannot read either) and stores nothing; an editor previewing may mark it', async () => {
    expect((await mark('PUT', ids.draft, tokens.CLIENT)).statusCode).toBe(404);
    expect((await getAs(server.app, `${M}/${ids.draft}/`, tokens.CLIENT)).statusCode).toBe(404);
    expect((await readAs<ModuleList>(server.app, `${M}/`, tokens.CLIENT)).results.map((row) => row.id)).toEqual([ids.published]);
    expect(await marks()).toEqual([]);
    const preview = await mark('PUT', ids.draft, tokens.CEO);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ModuleSummary>()).toMatchObject({ id: ids.draft, published: false, completed_at: NOW.toISOString() });
    expect(await marks()).toEqual([`CEO D ${NOW.toISOString()}`]);
  });

  it('answers 404 for a module that does not exist', async () => {
    expect((await mark('PUT', 999999, tokens.CLIENT)).statusCode).toBe(404);
    expect(await marks()).toEqual([]);
  });
});

describe('marking a module not done (DELETE /api/v1/academy/modules/:id/completion/)', () => {
  it('removes the reader’s own mark only and answers the summary with completed_at null, again too', async () => {
    await mark('PUT', ids.published, tokens.CLIENT);
    await mark('PUT', ids.published, tokens.PM_CLIENT);
    const undone = await mark('DELETE', ids.published, tokens.CLIENT);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual(summaryOfP(null));
    expect(await marks()).toEqual([`PM_CLIENT P ${NOW.toISOString()}`]);
    const again = await mark('DELETE', ids.published, tokens.CLIENT);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(summaryOfP(null));
  });

  it('answers 404 for a module that does not exist, and for a draft to a client person', async () => {
    await mark('PUT', ids.draft, tokens.CEO);
    expect((await mark('DELETE', 999999, tokens.CLIENT)).statusCode).toBe(404);
    expect((await mark('DELETE', ids.draft, tokens.CLIENT)).statusCode).toBe(404);
    expect(await marks()).toEqual([`CEO D ${NOW.toISOString()}`]);
  });
});

describe('who may mark modules', () => {
  it('lets ACCESS.academy mark and unmark, refuses PM_DEV and DEV (403) and anyone signed out (401)', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await mark(method, ids.published, null)).statusCode, method).toBe(401);
      for (const role of ROLES)
        expect((await mark(method, ids.published, tokens[role])).statusCode, `${method} ${role}`).toBe(
          isAllowed(role, ACCESS.academy) ? 200 : 403,
        );
    }
    expect(await marks()).toEqual([]);
  });
});
