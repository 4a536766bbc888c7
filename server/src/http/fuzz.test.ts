import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { ALL_ENDPOINTS } from '@/api/contract/api';
import { liveEndpoints } from '@/api/contract/live';
import type { EndpointSpec } from '@/api/contract/endpoint';
import { ROLES, type Role } from '@/api/contract/roles';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { MAX_BODY_DEPTH } from './input-guard';

/**
 * Generated bad requests against every endpoint of the contract (so a new endpoint is fuzzed
 * without touching this file): loosely written or absurd path ids, queries and bodies of any
 * shape with NUL bytes and odd characters, malformed JSON and multipart. None may answer 5xx,
 * and none may change the database.
 */
const RUNS = 2_000;

let server: TestServer;
const tokens = {} as Record<Role, string>;
/** Rows every admitted token may act on: a client to edit, a project to upload to. */
const targets = { client: 0, project: 0, organisation: 0 };

beforeAll(async () => {
  // With a Twilio account configured, so unsigned webhook requests meet the signature check (403).
  server = await startTestServer({
    twilio: {
      accountSid: `AC${'0'.repeat(32)}`,
      authToken: 'fuzz-auth-token-0123456789',
      publicBaseUrl: 'https://lato.example',
      apiBaseUrl: undefined,
    },
  });
  for (const role of ROLES) tokens[role] = (await signIn(server.app, (await server.createUser(role)).email)).access;
  const client = await server.createUser('CLIENT');
  targets.client = client.id;
  targets.organisation = await server.organisationOf(client);
  const project = await server.app.inject({
    method: 'POST',
    url: '/api/v1/projects/project-list/',
    headers: { authorization: `Bearer ${tokens.CEO}` },
    payload: { name: 'Fuzzed project' },
  });
  targets.project = project.json<{ id: number }>().id;
  // A few rows for ids to find.
  for (let i = 0; i < 5; i += 1) await server.createUser('CLIENT');
});
afterAll(() => server.close());

/** Every table's row count and a checksum of its rows. */
async function databaseState(): Promise<Record<string, string>> {
  // Both drivers answer raw queries as { rows }.
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    // The per-minute limits count every request, bad ones too (they run before the input is read);
    // the audit log records attempts and exports, which are reads.
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('limit_counters', 'audit_events') ORDER BY table_name`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: string; sum: string }>(
      sql`SELECT count(*)::text AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${sql.identifier(name)} t`,
    );
    state[name] = `${row!.n}:${row!.sum}`;
  }
  return state;
}

/**
 * A role the endpoint admits, so the request reaches its checks rather than stopping at 403. A
 * call that takes no input at all (sign out of other devices) is valid whatever is sent: it gets
 * no token, and so checks the door only.
 */
const admittedToken = (endpoint: EndpointSpec) => {
  if (endpoint.access === 'public') return undefined;
  if (endpoint.method !== 'GET' && !endpoint.body && !endpoint.params && !endpoint.query) return undefined;
  return tokens[endpoint.access.length ? endpoint.access[0]! : 'CEO'];
};

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007',
    '\uFEFF',
    '\uD800',
    '😀',
    ' ',
    '',
    '%',
    '_',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
  ),
  fc.string({ minLength: 300, maxLength: 3000 }),
);
const badId = fc.oneof(
  fc.constantFrom('0x1', '+1', ' 1', '1e3', '00001', '2147483648', '-1', '0', '1.5', 'NaN', 'null', '[]', '%00', '9'.repeat(40)),
  oddText.filter((text) => !/^[1-9][0-9]{0,9}$/.test(text)),
);
const oddValue = fc.oneof(
  oddText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddText, { maxLength: 3 }),
  fc.dictionary(oddText, oddText, { maxKeys: 3 }),
);

/** What is sent: each part of the request may be odd; at least one always is. */
const requestPart = fc.record({
  id: fc.option(badId, { nil: undefined }),
  query: fc.option(
    fc.dictionary(fc.oneof(fc.constantFrom('page', 'page_size', 'search', 'role', 'ordering'), oddText), oddText, { maxKeys: 4 }),
    {
      nil: undefined,
    },
  ),
  body: fc.oneof(
    fc.record({ kind: fc.constant('json' as const), value: fc.oneof(fc.dictionary(oddText, oddValue, { maxKeys: 6 }), oddValue) }),
    fc.record({
      kind: fc.constant('raw' as const),
      text: oddText,
      type: fc.constantFrom('application/json', 'text/plain', 'application/xml'),
    }),
    fc.record({
      kind: fc.constant('multipart' as const),
      fields: fc.dictionary(oddText, oddText, { maxKeys: 6 }),
      boundary: fc.constantFrom('XYZ', ''),
      cut: fc.nat({ max: 400 }),
    }),
  ),
});

function multipart(fields: Record<string, string>, boundary: string, cut: number) {
  const b = boundary || 'XYZ';
  const text = `${Object.entries(fields)
    .map(([name, value]) => `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${b}--\r\n`;
  return {
    payload: cut > 0 && cut < text.length ? text.slice(0, cut) : text,
    type: boundary ? `multipart/form-data; boundary=${b}` : 'multipart/form-data',
  };
}

/** Whether a request like this could be a valid call that changes something (then it is not sent). */
/** Percent-encodes every UTF-8 byte, so even a lone surrogate travels (as U+FFFD). */
const encodePathSegment = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

type RequestPart = typeof requestPart extends fc.Arbitrary<infer T> ? T : never;

/** Whether this could be a valid call that changes something: such a case is not sent. */
function mightBeValid(endpoint: EndpointSpec, part: RequestPart): boolean {
  // The live stream takes no input to get wrong, and once open it answers until the token expires
  // (its own tests hold it: server/src/live/live.test.ts).
  if (endpoint === liveEndpoints.stream) return true;
  if (endpoint.method === 'GET' || !endpoint.body) return false;
  if (endpoint.body.kind === 'json') return part.body.kind === 'json' && endpoint.body.schema.safeParse(part.body.value).success;
  // Twilio's webhooks take only signed requests, and nothing here is signed.
  if (endpoint.body.kind === 'form') return false;
  return part.body.kind === 'multipart' && endpoint.body.fields.safeParse(part.body.fields).success;
}

describe('fuzzing every endpoint of the contract', () => {
  it(`answers ${RUNS} generated bad requests without a 5xx and without changing the database`, async () => {
    const before = await databaseState();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ALL_ENDPOINTS), requestPart, async (endpoint, part) => {
        fc.pre(!mightBeValid(endpoint, part));
        const url = endpoint.path.replace(/:\w+/g, encodePathSegment(part.id ?? '1'));
        const query = part.query ? `?${new URLSearchParams(part.query).toString()}` : '';
        const token = admittedToken(endpoint);
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        let payload: string | undefined;
        if (endpoint.method !== 'GET') {
          if (part.body.kind === 'json') {
            payload = JSON.stringify(part.body.value);
            headers['content-type'] = 'application/json';
          } else if (part.body.kind === 'raw') {
            payload = part.body.text;
            headers['content-type'] = part.body.type;
          } else {
            const body = multipart(part.body.fields, part.body.boundary, part.body.cut);
            payload = body.payload;
            headers['content-type'] = body.type;
          }
        }
        const response = await server.app.inject({ method: endpoint.method, url: `${url}${query}`, headers, payload });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${endpoint.method} ${url}${query} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS, maxSkipsPerRun: 100 },
    );
    expect(await databaseState()).toEqual(before);
    // The run reached the endpoints' own checks, not only the doors.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 4);
  }, 180_000);
});

/**
 * Nesting of any depth, in the query and in the body, to every endpoint with a token it admits (so
 * the input is read, not stopped at the door): refused with a 400, or a 413 when the body is over
 * the size limit, never a 5xx nor a stack overflow, and nothing changes.
 */
describe('deeply nested input to every endpoint', () => {
  const tokenFor = (endpoint: EndpointSpec) =>
    endpoint.access === 'public' ? undefined : tokens[endpoint.access.length ? endpoint.access[0]! : 'CEO'];
  const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const nestedKey = (depth: number) => `search${'[a]'.repeat(depth)}=1`;
  /** Path values that are words rather than ids: a payment provider's name, a test payment's session. */
  const PATH_WORDS: Record<string, string> = { provider: 'test', session: `tps_${'A'.repeat(24)}` };

  async function send(endpoint: EndpointSpec, query: string, payload?: string) {
    const token = tokenFor(endpoint);
    // An upload checks access before reading its body: its ids name rows the token may act on.
    const id = (name: string) =>
      PATH_WORDS[name] ??
      String(
        name === 'projectId' ? targets.project : endpoint.path.startsWith('/api/v1/organisations/') ? targets.organisation : targets.client,
      );
    const url = `${endpoint.path.replace(/:(\w+)/g, (_, name: string) => id(name))}${query}`;
    const response = await server.app.inject({
      method: endpoint.method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
      payload,
    });
    return { response, label: `${endpoint.method} ${url.slice(0, 80)} (${payload?.length ?? 0} bytes) → ${response.body.slice(0, 200)}` };
  }

  it.each([10, 1_000, 100_000])(
    'answers 400 to a query and a body nested %i levels deep',
    async (depth) => {
      const before = await databaseState();
      for (const endpoint of ALL_ENDPOINTS) {
        const queried = await send(endpoint, `?${nestedKey(depth)}`);
        expect(queried.response.statusCode, queried.label).toBe(400);
        expect(queried.response.json().errors, queried.label).toEqual({ non_field_errors: ['too_deep'] });
        if (endpoint.method === 'GET') continue;
        for (const payload of [nestedArrays(depth), nestedObjects(depth)]) {
          const { response, label } = await send(endpoint, '', payload);
          expect(response.statusCode, label).toBe(400);
          // Within the limit the body meets its endpoint's own checks; beyond it, only the depth's.
          const errors = (response.json() as { errors?: Record<string, string[]> }).errors;
          expect(errors?.non_field_errors?.includes('too_deep') ?? false, label).toBe(depth > MAX_BODY_DEPTH);
        }
      }
      expect(await databaseState()).toEqual(before);
    },
    60_000,
  );

  it('answers 413 to a nested body over the size limit, before parsing it', async () => {
    for (const endpoint of ALL_ENDPOINTS.filter((e) => e.method !== 'GET')) {
      const { response, label } = await send(endpoint, '', nestedArrays(600_000));
      expect(response.statusCode, label).toBe(413);
    }
  });
});
