import { expect, inject } from 'vitest';
import { DEMO_PASSWORD } from './browser';

/** A session's access token, for calls the test makes itself to set the scene quickly. */
export async function accessTokenOf(email: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access: string }).access;
}

/** An API call with a token and a JSON body; answers the parsed body once the status is the one expected. */
export async function callApi<T>(token: string, path: string, init: { method?: string; body?: unknown; status?: number } = {}): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(init.status ?? 200);
  return (await response.json()) as T;
}
