import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/lato-config-test' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', accessTokenTtlSeconds: 900, databaseUrl: undefined, seedDemoData: true });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
  ])('refuses %o and names the variable', (bad, name) => {
    expect(() => loadConfig({ ...base, ...bad })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...bad })).toThrow(name);
  });
});
