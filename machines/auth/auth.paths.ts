import { getShortestPaths, type StatePath } from '@xstate/graph';
import type { EventObject, StateNode } from 'xstate';
import { ApiError } from '@/api/errors';
import { authMachine, type AuthSnapshot } from './auth.machine';

/** Every event the model may take: the user's, the API actors' answers, and the timers. */
export type AuthModelEvent = EventObject & Record<string, unknown>;

/** An unsigned JWT carrying the access claims: enough for the client, which only decodes. */
export function fakeAccessToken(expSeconds: number, iatSeconds?: number, role = 'CEO'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { user_id: 7, full_name: 'Ava Moreno', email: 'ava@example.com', role, exp: expSeconds, iat: iatSeconds };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const MODEL_USER = {
  id: 7,
  email: 'ava@example.com',
  full_name: 'Ava Moreno (from /me)',
  role: 'CEO',
  avatar: null,
  is_active: true,
  languages: ['en'],
  date_joined: '2026-01-01T00:00:00.000Z',
} as const;

const done = (id: string, output: unknown): AuthModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: ApiError): AuthModelEvent => ({ type: `xstate.error.actor.${id}`, error });
const rejected = () => new ApiError('The session has ended.', 401, 'session_revoked', 'The session has ended.');
const unreachable = () => new ApiError('fetch failed', undefined, 'network', undefined);

/** The delayed transitions of the machine, as the events XState raises for them. */
export function timerEvents(): AuthModelEvent[] {
  const found: AuthModelEvent[] = [];
  const visit = (node: StateNode<any, any>) => {
    for (const transition of node.after) found.push({ type: transition.eventType });
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(authMachine.root);
  return found;
}

export function authModelEvents(token: string): AuthModelEvent[] {
  return [
    { type: 'LOGIN', email: 'ava@example.com', password: 'secret' },
    { type: 'LOGOUT' },
    { type: 'REFRESH' },
    { type: 'FETCH_USER' },
    done('refreshToken', { access: token }),
    done('refreshToken', {}),
    failed('refreshToken', rejected()),
    failed('refreshToken', unreachable()),
    done('login', { access: token }),
    done('login', {}),
    failed('login', new ApiError('Bad credentials', 401, 'invalid_credentials', 'No active account found with the given credentials.')),
    done('fetchUser', MODEL_USER),
    failed('fetchUser', unreachable()),
    done('logout', { detail: 'Signed out.' }),
    failed('logout', unreachable()),
    ...timerEvents(),
  ];
}

/** The shortest path to every distinct state (value and context) the model can reach. */
export function authPaths(token: string): StatePath<AuthSnapshot, AuthModelEvent>[] {
  return getShortestPaths(authMachine as never, { events: authModelEvents(token) as never }) as StatePath<AuthSnapshot, AuthModelEvent>[];
}

/** A QA-readable name for an event. */
export function describeEvent(event: AuthModelEvent): string {
  const [, kind, , id] = event.type.match(/^xstate\.(done|error)\.(actor)\.(\w+)$/) ?? [];
  if (kind === 'done') {
    const output = event.output as Record<string, unknown> | undefined;
    if (id === 'refreshToken' || id === 'login') return `${id} call answers ${output && 'access' in output ? 'a valid token' : 'no token'}`;
    return `${id} call succeeds`;
  }
  if (kind === 'error') {
    const error = event.error as ApiError;
    return `${id} call fails (${error.status ?? 'network'}${error.code ? ` ${error.code}` : ''})`;
  }
  if (event.type.startsWith('xstate.after.')) return `timer fires: ${event.type.split('.')[2]}`;
  if (event.type === 'LOGIN') return 'user submits the sign-in form';
  return `user/app sends ${event.type}`;
}
