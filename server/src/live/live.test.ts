import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANGE, LIVE_EXPIRED, LIVE_RELOAD } from '@/api/contract/live';
import { liveEvents, organisationMembers, projectMembers, projects, twilioNumbers, type UserRow } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { publishLive } from './publish';
import { deleteOldLiveEvents } from './clean-up';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { holdStream, type HeldStream } from '@server/test/live-stream';

/**
 * The live stream on a listening server: who hears which change (the reads' own rules, asked when
 * the change is sent), what a tab that comes back is given, and when the stream ends.
 */

let server: TestServer;
let baseUrl: string;
const people = {} as Record<'ceo' | 'dev' | 'outsider' | 'owner' | 'otherOwner', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
let projectId: number;
let myNumber: number;
let theirNumber: number;
const open: HeldStream[] = [];

async function stream(who: keyof typeof people | null, lastEventId?: string) {
  const held = await holdStream(baseUrl, who ? tokens[who] : null, lastEventId);
  open.push(held);
  return held;
}

/** A marker everyone hears, published after the change under test: once it arrives, the change would have too. */
async function afterEverything(...held: HeldStream[]) {
  const everyone = Object.values(people).map((person) => person.id);
  await publishLive(server.database.db, [{ kind: 'notification', subject: 999_999, recipients: everyone }]);
  await Promise.all(held.map((h) => h.next((e) => 'subject' in e.data && e.data.subject === 999_999).catch(() => null)));
}

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = server.database;
  people.ceo = await server.createUser('CEO');
  people.dev = await server.createUser('DEV');
  people.outsider = await server.createUser('DEV');
  people.owner = await server.createUser('CLIENT');
  people.otherOwner = await server.createUser('CLIENT');
  for (const who of Object.keys(people) as (keyof typeof people)[]) tokens[who] = (await signIn(server.app, people[who].email)).access;
  const [project] = await db.insert(projects).values({ name: 'Live project', createdBy: people.ceo.id }).returning();
  projectId = project!.id;
  await db.insert(projectMembers).values({ projectId, userId: people.dev.id });
  const [mine] = await db
    .insert(twilioNumbers)
    .values({ phoneNumber: '+14155550101', friendlyName: 'Mine', organisationId: await server.organisationOf(people.owner) })
    .returning();
  const [theirs] = await db
    .insert(twilioNumbers)
    .values({ phoneNumber: '+14155550102', friendlyName: 'Theirs', organisationId: await server.organisationOf(people.otherOwner) })
    .returning();
  myNumber = mine!.id;
  theirNumber = theirs!.id;
});

afterAll(async () => {
  for (const held of open) held.close();
  await server?.close();
});

describe('GET /api/v1/events/', () => {
  it('answers 401 without a token, and with one that is not valid', async () => {
    expect((await stream(null)).status).toBe(401);
    const forged = await holdStream(baseUrl, 'not-a-token');
    expect(forged.status).toBe(401);
  });

  it('answers 400 to a Last-Event-ID that is not an event id', async () => {
    const held = await stream('dev', 'abc');
    expect(held.status).toBe(400);
  });

  it('tells the project’s readers of a board change, and nobody else', async () => {
    const [ceo, dev, outsider] = await Promise.all([stream('ceo'), stream('dev'), stream('outsider')]);
    expect(ceo.status).toBe(200);
    await publishLive(server.database.db, [{ kind: 'board', subject: projectId, version: 4 }]);
    const heard = await dev.next((e) => e.event === LIVE_CHANGE && 'kind' in e.data && e.data.kind === 'board');
    expect(heard.data).toEqual({ kind: 'board', subject: projectId, scope: null, version: 4 });
    expect(Number(heard.id)).toBeGreaterThan(0);
    await ceo.next((e) => 'kind' in e.data && e.data.kind === 'board');
    await afterEverything(outsider);
    expect(outsider.events.filter((e) => 'kind' in e.data && e.data.kind === 'board')).toEqual([]);
  });

  it('tells a business’s people of its calls, never another business’s, and stops the moment a person leaves it', async () => {
    const [owner, other] = await Promise.all([stream('owner'), stream('otherOwner')]);
    await publishLive(server.database.db, [{ kind: 'call', subject: 7, scope: myNumber }]);
    await owner.next((e) => 'kind' in e.data && e.data.kind === 'call' && e.data.subject === 7);
    await afterEverything(other);
    expect(other.events.some((e) => 'kind' in e.data && e.data.kind === 'call')).toBe(false);

    await publishLive(server.database.db, [{ kind: 'sms', subject: 8, scope: theirNumber }]);
    await other.next((e) => 'kind' in e.data && e.data.kind === 'sms' && e.data.subject === 8);

    // Removed from the business: the stream already open hears nothing more of its numbers.
    await server.database.db.delete(organisationMembers).where(eq(organisationMembers.userId, people.owner.id));
    await publishLive(server.database.db, [{ kind: 'call', subject: 9, scope: myNumber }]);
    await afterEverything(owner);
    expect(owner.events.some((e) => 'kind' in e.data && e.data.subject === 9)).toBe(false);
  });

  it('sends a todo or a notification event to its recipients only', async () => {
    const [dev, outsider] = await Promise.all([stream('dev'), stream('outsider')]);
    await publishLive(server.database.db, [{ kind: 'notification', subject: 31, recipients: [people.dev.id] }]);
    await dev.next((e) => 'kind' in e.data && e.data.kind === 'notification' && e.data.subject === 31);
    await afterEverything(outsider);
    expect(outsider.events.some((e) => 'kind' in e.data && e.data.subject === 31)).toBe(false);
  });

  it('tells the people just taken off a project of its change once, so their pages let it go', async () => {
    const outsider = await stream('outsider');
    await publishLive(server.database.db, [{ kind: 'project', subject: projectId, recipients: [people.outsider.id] }]);
    await outsider.next((e) => 'kind' in e.data && e.data.kind === 'project' && e.data.subject === projectId);
    await publishLive(server.database.db, [{ kind: 'project', subject: projectId }]);
    await afterEverything(outsider);
    expect(outsider.events.filter((e) => 'kind' in e.data && e.data.kind === 'project')).toHaveLength(1);
  });

  it('does not tell of a change whose transaction rolled back', async () => {
    const dev = await stream('dev');
    await server.database.db
      .transaction(async (tx) => {
        await publishLive(tx, [{ kind: 'board', subject: projectId, version: 77 }]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await afterEverything(dev);
    expect(dev.events.some((e) => 'version' in e.data && e.data.version === 77)).toBe(false);
  });

  it('replays what a tab missed from its Last-Event-ID, filtered like the stream', async () => {
    const first = await stream('dev');
    await publishLive(server.database.db, [{ kind: 'board', subject: projectId, version: 10 }]);
    const last = await first.next((e) => 'version' in e.data && e.data.version === 10);
    first.close();
    await publishLive(server.database.db, [
      { kind: 'board', subject: projectId, version: 11 },
      { kind: 'call', subject: 12, scope: theirNumber },
      { kind: 'board', subject: projectId, version: 12 },
    ]);
    const back = await stream('dev', last.id!);
    await back.next((e) => 'version' in e.data && e.data.version === 12);
    const replayed = back.events.filter((e) => e.event === LIVE_CHANGE).map((e) => ('kind' in e.data ? e.data.kind : null));
    expect(replayed).toEqual(['board', 'board']);
  });

  it('gives the changes made while a returning tab is being replayed once each, neither lost nor twice', async () => {
    const first = await stream('dev');
    await publishLive(server.database.db, [{ kind: 'board', subject: projectId, version: 30 }]);
    const last = await first.next((e) => 'version' in e.data && e.data.version === 30);
    const live = server.app.live;
    const replay = live.replay.bind(live);
    const change = async (version: number) => {
      await publishLive(server.database.db, [{ kind: 'board', subject: projectId, version }]);
      // Heard by the person's other tab: the returning tab's stream has been offered it too.
      await first.next((e) => 'version' in e.data && e.data.version === version);
    };
    // One change just before the replay is read (the replay and the listening both have it), one
    // just after (only the listening has it).
    live.replay = async (userId, lastId) => {
      await change(31);
      const replayed = await replay(userId, lastId);
      await change(32);
      return replayed;
    };
    try {
      const back = await stream('dev', last.id!);
      await afterEverything(back);
      const versions = back.events.flatMap((e) => ('version' in e.data && e.data.version ? [e.data.version] : []));
      expect(versions).toEqual([31, 32]);
    } finally {
      live.replay = replay;
    }
  });

  it('asks for a reload when what was missed is no longer kept', async () => {
    const first = await stream('dev');
    await publishLive(server.database.db, [{ kind: 'board', subject: projectId, version: 20 }]);
    const last = await first.next((e) => 'version' in e.data && e.data.version === 20);
    await publishLive(server.database.db, [{ kind: 'board', subject: projectId, version: 21 }]);
    // Ten minutes on, the clean-up has deleted both.
    expect(await deleteOldLiveEvents(server.database.db, new Date(Date.now() + 10 * 60_000))).toBeGreaterThan(0);
    expect(await server.database.db.$count(liveEvents)).toBe(0);
    const back = await stream('dev', last.id!);
    const reload = await back.next((e) => e.event === LIVE_RELOAD);
    // It names the newest event: coming back from there asks for nothing more.
    expect(Number(reload.id)).toBeGreaterThan(Number(last.id));
    const again = await stream('dev', reload.id!);
    await afterEverything(again);
    expect(again.events.some((e) => e.event === LIVE_RELOAD)).toBe(false);
  });

  it('ends with an `expired` event when the access token expires', async () => {
    // A token's expiry is in whole seconds: a one-second token may have less than a second left when
    // issued, and a loaded machine could spend it before the stream opens. Three leave two at least.
    const short = await startTestServer({ accessTokenTtlSeconds: 3 });
    try {
      const url = await short.app.listen({ port: 0, host: '127.0.0.1' });
      const person = await short.createUser('DEV');
      const held = await holdStream(url, (await signIn(short.app, person.email)).access);
      expect(held.status).toBe(200);
      await held.next((e) => e.event === LIVE_EXPIRED);
      await held.ended;
      expect(short.app.live.openStreams).toBe(0);
    } finally {
      await short.close();
    }
  });
});
