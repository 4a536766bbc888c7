import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/lato-config-test' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', accessTokenTtlSeconds: 900, databaseUrl: undefined, seedDemoData: true });
    // Production writes answers without the second check; development and tests ask for it.
    expect(config.checkAnswers).toBe(false);
    expect(loadConfig({ ...base, CHECK_ANSWERS: 'true' }).checkAnswers).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
    [{ CHECK_ANSWERS: 'sometimes' }, 'CHECK_ANSWERS'],
  ])('refuses %o and names the variable', (bad, name) => {
    expect(() => loadConfig({ ...base, ...bad })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...bad })).toThrow(name);
  });
});
