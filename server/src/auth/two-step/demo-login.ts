// The demo login with two-step sign-in on: plain data, read by its seed, the start-up banner, the
// README and the QA checklists. Public on purpose, like the demo password.

export const DEMO_TWO_STEP_LOGIN = { email: 'two-step@lato.test', fullName: 'Sofia Lindgren', role: 'DEV' } as const;

/** The key to add to an authenticator app for the demo login (base32, as apps take it). */
export const DEMO_TWO_STEP_KEY = 'LATODEMOTWOSTEPKEYFORQATESTSAMPL';

/** Its recovery codes: each signs in once per database. */
export const DEMO_RECOVERY_CODES = [
  'demo-code-0001',
  'demo-code-0002',
  'demo-code-0003',
  'demo-code-0004',
  'demo-code-0005',
  'demo-code-0006',
  'demo-code-0007',
  'demo-code-0008',
  'demo-code-0009',
  'demo-code-0010',
] as const;
