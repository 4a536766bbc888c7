import { BENCH_LOGINS, BENCH_PASSWORD } from './seed';
import type { Login } from './endpoints';

/** Signs in through the real login endpoint, as a browser would, and answers the access token. */
async function accessTokenOf(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

/** An access token for each of the bench's logins. */
export async function signInAll(baseUrl: string): Promise<Record<Login, string>> {
  const entries = await Promise.all(
    Object.entries(BENCH_LOGINS).map(async ([login, email]) => [login, await accessTokenOf(baseUrl, email)] as const),
  );
  return Object.fromEntries(entries) as Record<Login, string>;
}
