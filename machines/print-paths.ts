// `npm run test:paths` (through scripts/print-paths.mjs): the paths the model-based tests walk,
// as a checklist a person can follow.
import type { EventObject } from 'xstate';
import { i18n } from '@/i18n/i18n';
import { authPaths, describeEvent, fakeAccessToken, type AuthModelEvent } from './auth/auth.paths';
import { describeUsersListEvent, usersListPaths, type UsersListModelEvent } from './users-list/users-list.paths';

interface PrintablePath {
  state: { value: unknown; context: { error?: string | null } & Record<string, unknown> };
  steps: { event: EventObject; state: { value: unknown } }[];
}

const describeState = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => `${key}(${describeState(child)})`)
        .join(', ');

function printFlow(
  title: string,
  paths: PrintablePath[],
  describe: (event: EventObject) => string,
  check: (path: PrintablePath) => string,
) {
  console.log(`# ${title}: ${paths.length} paths\n`);
  paths.forEach((path, index) => {
    console.log(`## Path ${index + 1}: ends in ${describeState(path.state.value)}`);
    const steps = path.steps.filter((s) => s.event.type !== 'xstate.init');
    if (steps.length === 0) console.log('1. Open the screen.');
    steps.forEach((step, i) => console.log(`${i + 1}. ${describe(step.event)} → expect ${describeState(step.state.value)}`));
    console.log(`   Check: ${check(path)}\n`);
  });
}

export function printPaths(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const now = Math.floor(Date.now() / 1000);
  const message = (error: unknown) => (error ? `, message "${String(error)}"` : ', no message');
  printFlow(
    'Auth flow',
    authPaths(fakeAccessToken(now + 900, now)) as unknown as PrintablePath[],
    (e) => describeEvent(e as AuthModelEvent),
    (p) => `${p.state.context.isAuthenticated ? 'signed in' : 'signed out'}${message(p.state.context.error)}`,
  );
  printFlow(
    'Users list',
    usersListPaths() as unknown as PrintablePath[],
    (e) => describeUsersListEvent(e as UsersListModelEvent),
    (p) => {
      const users = (p.state.context.users as { full_name: string }[]).map((u) => u.full_name);
      return `${users.length ? `rows ${users.join(', ')}` : 'no rows'}, total ${String(p.state.context.count)}${message(p.state.context.error)}`;
    },
  );
}
