// `npm run test:paths` (through scripts/print-paths.mjs): the paths the model-based tests walk,
// as a checklist a person can follow.
import { i18n } from '../src/i18n/i18n';
import { authPaths, describeEvent, fakeAccessToken, type AuthModelEvent } from './auth/auth.paths';

const describeState = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => `${key}(${describeState(child)})`)
        .join(', ');

export function printPaths(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const now = Math.floor(Date.now() / 1000);
  const paths = authPaths(fakeAccessToken(now + 900, now));
  console.log(`# Auth flow: ${paths.length} paths\n`);
  paths.forEach((path, index) => {
    console.log(`## Path ${index + 1}: ends in ${describeState(path.state.value)}`);
    const steps = path.steps.filter((s) => s.event.type !== 'xstate.init');
    if (steps.length === 0) console.log('1. Open the app: it starts initialising.');
    steps.forEach((step, i) => {
      console.log(`${i + 1}. ${describeEvent(step.event as AuthModelEvent)} → expect ${describeState(step.state.value)}`);
    });
    const { error, isAuthenticated } = path.state.context;
    console.log(`   Check: ${isAuthenticated ? 'signed in' : 'signed out'}${error ? `, message "${error}"` : ', no message'}\n`);
  });
}
