import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { isAllowed, ROLES } from '@/api/contract/roles';
import type { Email } from '@server/src/mail/email';
import { readOutbox } from '@server/src/mail/outbox';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { openDatabase, type Database } from '@server/db/client';
import { buildApp } from '@server/src/app';
import { registerEndpoints, type Implementation } from '@server/src/http/endpoints';
import { testConfig, type Config } from '@server/src/config';
import type { JobSettings } from '@server/src/jobs/runner';
import type { FileStorage } from '@server/src/files/storage/file-storage';
import { hashPassword } from '@server/src/users/passwords';
import { insertUsers } from '@server/src/users/queries';
import type { UserRow } from '@server/db/schema';
import type { Role } from '@/api/contract/roles';
import { ownOrganisationOf } from '@server/src/organisations/organisation-rows';

/**
 * A throw-away database per test file: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ kind: 'memory' });
  const name = `lato_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // The pool's connections say goodbye on their own; wait (up to 5 s) until none is left, so
      // that the drop cuts none off and the suite's output has no reports of lost connections.
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        const { rows } = await dropper.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]!.n === 0) break;
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  createUser(role: Role | null, overrides?: Partial<UserRow>): Promise<UserRow>;
  /** The id of the business this person owns, made for them (as signing up does) when they own none. */
  organisationOf(owner: UserRow): Promise<number>;
  /** The e-mails the development outbox holds (for `to`, or all), oldest first, opened. */
  sentEmails(to?: string): Promise<Email[]>;
  close(): Promise<void>;
}

let passwordHash: Promise<string> | undefined;
let sequence = 0;

/**
 * The real app on a throw-away database. `routes` adds trial endpoints, as a new area would, for
 * tests of the machinery every area shares.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  {
    routes = () => [],
    logStream,
    clock,
    jobs,
    storage,
  }: {
    routes?: (app: FastifyInstance) => Implementation[];
    logStream?: { write(line: string): void };
    clock?: () => Date;
    jobs?: JobSettings;
    /** The uploads' storage, when a test brings its own (one that fails, say). */
    storage?: FileStorage;
  } = {},
): Promise<TestServer> {
  const config = testConfig(overrides);
  const database = await openTestDatabase();
  // Jobs run (a test waits for them with app.jobs.settled()); nothing is scheduled unless a test asks.
  const jobSettings = { schedule: false, pollingIntervalSeconds: 0.5, ...jobs };
  const app = await buildApp({
    config,
    db: database.db,
    executeSql: database.executeSql,
    listen: database.listen,
    jobs: jobSettings,
    logStream,
    clock,
    storage,
  });
  registerEndpoints(app, routes(app));
  await app.ready();
  return {
    app,
    database,
    config,
    async createUser(role, extra = {}) {
      passwordHash ??= hashPassword(TEST_PASSWORD);
      sequence += 1;
      const [row] = await insertUsers(database.db, [
        {
          email: `user${sequence}@example.com`,
          fullName: `Test User ${sequence}`,
          role,
          passwordHash: await passwordHash,
          ...extra,
        },
      ]);
      return row!;
    },
    async organisationOf(owner) {
      return (await ownOrganisationOf(database.db, owner)).id;
    },
    async sentEmails(to) {
      const emails = (await readOutbox(database.db, app.emailSeal, Number.MAX_SAFE_INTEGER)).toReversed();
      return emails
        .filter((email) => to === undefined || email.to === to)
        .map(({ to: recipient, subject, text }) => ({ to: recipient, subject, text }));
    },
    async close() {
      await app.close();
      await database.close();
      for (const dir of [config.mediaDir, config.filesDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface ResponseCookie {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  sameSite?: string;
  maxAge?: number;
}

/** The cookies a response set, by name. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, ResponseCookie> {
  return Object.fromEntries((response.cookies as ResponseCookie[]).map((c) => [c.name, c]));
}

/** A signed-in browser: its cookie jar after login, and the access token it was given. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/users/login/', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookies = cookiesOf(response);
  return {
    access: response.json<{ access: string }>().access,
    refresh: cookies.refresh_token!.value,
    xsrf: cookies.csrftoken!.value,
  };
}

/** A GET as a signed-in person (their access token), or as nobody (null). */
export const getAs = (app: FastifyInstance, url: string, token: string | null) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A GET that must answer 200, and its body. */
export async function readAs<T>(app: FastifyInstance, url: string, token: string): Promise<T> {
  const response = await getAs(app, url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** A person of every role, each signed in: their access tokens by role. */
export async function signInEveryRole(server: Pick<TestServer, 'app' | 'createUser'>): Promise<Record<Role, string>> {
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) tokens[role] = (await signIn(server.app, (await server.createUser(role)).email)).access;
  return tokens;
}

/**
 * A dashboard read's access as the role table gives it: refused signed out (401), answered to the
 * roles listed (200) and refused to every other (403).
 */
export async function expectAccessByRoleTable(
  call: (url: string, token: string | null) => Promise<LightMyRequestResponse>,
  urls: readonly string[],
  tokens: Record<Role, string>,
  allowed: readonly Role[],
): Promise<void> {
  for (const url of urls) {
    expect((await call(url, null)).statusCode, url).toBe(401);
    for (const role of ROLES)
      expect((await call(url, tokens[role])).statusCode, `${role} ${url}`).toBe(isAllowed(role, allowed) ? 200 : 403);
  }
}

export function refreshWith(app: FastifyInstance, refresh: string, xsrf: string | null, xsrfHeader: string | null = xsrf) {
  const cookies: Record<string, string> = { refresh_token: refresh };
  if (xsrf) cookies.csrftoken = xsrf;
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/token/refresh/',
    cookies,
    headers: xsrfHeader ? { 'x-csrftoken': xsrfHeader } : {},
  });
}

/** A stored file's bytes, to compare with what was sent (it must exist). */
export async function storedBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const file = await storage.open(key);
  if (!file) throw new Error(`No file is stored under ${key}.`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A 1×1 PNG: an image any upload that takes images accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A file as a browser attaches it to a form: its name, its bytes, the type it claims (a PDF unless told). */
export interface FormFile {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart form as a browser sends it: its fields, then its files (a missing one left out). */
export function multipartForm(fields: Record<string, string>, files: Record<string, FormFile | undefined> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [field, file] of Object.entries(files)) {
    if (file) form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }), file.name);
  }
  return form;
}

/** The files stored under a folder of the test storage (a folder on disk); none when it was never made. */
export function filesStoredIn(filesDir: string, folder: string): string[] {
  try {
    return readdirSync(path.join(filesDir, folder));
  } catch {
    return [];
  }
}
