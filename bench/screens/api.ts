import { DEMO_PASSWORD } from '@server/src/users/seed';

/** Reads the API as a demo login: the bench's way to see what the server saved. */
export async function apiAs(baseUrl: string, email: string) {
  const login = await fetch(`${baseUrl}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`signing in as ${email} answered ${login.status}`);
  const { access } = (await login.json()) as { access: string };
  return async function get<T>(path: string): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${access}` } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
}
