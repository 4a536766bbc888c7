import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/api/contract/endpoint';
import { ACCESS } from '@/api/contract/roles';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { isDatabaseUnreachable } from './database-unreachable';
import { implement } from './endpoints';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How Drizzle reports a failed query: its own error, the driver's as the cause. */
const failedQuery = (cause: Error) => new Error('Failed query: select 1\nparams: secret-param', { cause });

describe('telling an unreachable database from a failing query', () => {
  it.each([
    ['a refused connection, wrapped by Drizzle', failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    ['an administrator ending the connection', withCode('terminating connection due to administrator command', '57P01')],
    ['a server still starting', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a connection cut mid-query', failedQuery(new Error('Connection terminated unexpectedly'))],
    ["a statement past the pool's time limit", failedQuery(withCode('canceling statement due to statement timeout', '57014'))],
    ['no connection free in time', failedQuery(new Error('timeout exceeded when trying to connect'))],
    ["no answer within the pool's own limit (a frozen server)", failedQuery(new Error('Query read timeout'))],
  ])('%s is the database out of reach', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(withCode('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a bug in a handler', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', { code: 'ECONNREFUSED' }],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});

const outOfReach = defineEndpoint({ method: 'GET', path: '/api/v1/trial/out-of-reach/', access: ACCESS.everyone, response: z.object({}) });
const broken = defineEndpoint({ method: 'GET', path: '/api/v1/trial/broken/', access: ACCESS.everyone, response: z.object({}) });

let server: TestServer;
let token = '';
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer(
    { logLevel: 'warn' },
    {
      logStream: { write: (line) => void lines.push(line) },
      routes: () => [
        implement(outOfReach, async () => {
          throw failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
        }),
        implement(broken, async () => {
          throw failedQuery(withCode('duplicate key value violates unique constraint', '23505'));
        }),
      ],
    },
  );
  token = (await signIn(server.app, (await server.createUser('CEO')).email)).access;
});
afterAll(() => server.close());

describe('a call while the database is out of reach', () => {
  it('answers 503 "unavailable", which the client says as "try again in a moment", and logs a warning without the query parameters', async () => {
    const response = await server.app.inject({ url: '/api/v1/trial/out-of-reach/', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'The service is briefly unavailable. Try again in a moment.', code: 'unavailable' });
    const log = lines.join('');
    expect(log).toContain('database unreachable');
    expect(log).not.toContain('secret-param');
  });

  it('still answers 500 for a query that fails for another reason', async () => {
    const response = await server.app.inject({ url: '/api/v1/trial/broken/', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'server_error' });
  });
});
