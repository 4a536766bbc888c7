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
    expect(config.smsLimits).toEqual({
      autoRepliesPerConversationPerHour: 5,
      autoRepliesPerNumberPerHour: 100,
      sendsPerNumberPerMinute: 20,
      sendsPerClientPerMinute: 60,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
    [{ CHECK_ANSWERS: 'sometimes' }, 'CHECK_ANSWERS'],
    [{ SMS_AUTO_REPLY_PER_CONVERSATION_PER_HOUR: '0' }, 'SMS_AUTO_REPLY_PER_CONVERSATION_PER_HOUR'],
    [{ SMS_AUTO_REPLY_PER_NUMBER_PER_HOUR: 'many' }, 'SMS_AUTO_REPLY_PER_NUMBER_PER_HOUR'],
    [{ SMS_SEND_PER_NUMBER_PER_MINUTE: '2.5' }, 'SMS_SEND_PER_NUMBER_PER_MINUTE'],
    [{ SMS_SEND_PER_CLIENT_PER_MINUTE: '-1' }, 'SMS_SEND_PER_CLIENT_PER_MINUTE'],
  ])('refuses %o and names the variable', (bad, name) => {
    expect(() => loadConfig({ ...base, ...bad })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...bad })).toThrow(name);
  });

  describe('on PostgreSQL (several processes)', () => {
    const postgres = { DATA_DIR: base.DATA_DIR, DATABASE_URL: 'postgres://lato@db.internal:5432/lato' };

    it('refuses to start without JWT_SECRET, naming it: every process must sign with the same one', () => {
      expect(() => loadConfig(postgres)).toThrow(ConfigError);
      expect(() => loadConfig(postgres)).toThrow('JWT_SECRET: is required with DATABASE_URL');
      expect(loadConfig({ ...postgres, JWT_SECRET: base.JWT_SECRET }).jwtSecret).toBe(base.JWT_SECRET);
    });

    it('seeds demo data only when SEED_DEMO_DATA=true is given, while the embedded default keeps seeding', () => {
      expect(loadConfig({ ...postgres, JWT_SECRET: base.JWT_SECRET }).seedDemoData).toBe(false);
      expect(loadConfig({ ...postgres, JWT_SECRET: base.JWT_SECRET, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
      expect(loadConfig(base).seedDemoData).toBe(true);
      expect(loadConfig({ ...base, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    });
  });

  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, false],
      ['false', false],
      ['1', 1],
      ['2', 2],
      ['10.0.0.5', ['10.0.0.5']],
      ['10.0.0.5, 10.0.1.0/24,fd00::1', ['10.0.0.5', '10.0.1.0/24', 'fd00::1']],
      ['loopback', ['loopback']],
    ])('takes %o as %o', (value, trusted) => {
      expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(trusted);
    });

    it.each(['true', 'any', '*', '10.0.0.300', '11', 'proxy.internal'])(
      'refuses %o, which would believe anyone or is not an address',
      (value) => {
        expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow('TRUST_PROXY');
      },
    );
  });

  describe('storage', () => {
    it('keeps files in the data folder unless told otherwise', () => {
      expect(loadConfig(base).storage).toEqual({ kind: 'local' });
    });

    it('takes an S3-compatible bucket with its endpoint, region, credentials and addressing', () => {
      const s3 = {
        ...base,
        STORAGE: 's3',
        S3_BUCKET: 'lato-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      };
      expect(loadConfig(s3).storage).toEqual({
        kind: 's3',
        bucket: 'lato-files',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      });
    });

    it.each([
      [{ STORAGE: 's3' }, 'S3_BUCKET'],
      [{ STORAGE: 's3', S3_BUCKET: 'lato-files', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
      [{ STORAGE: 'ftp' }, 'STORAGE'],
    ])('refuses %o, naming %s', (bad, name) => {
      expect(() => loadConfig({ ...base, ...bad })).toThrow(name);
    });
  });

  describe('payments', () => {
    it('takes payments with the built-in test provider, its events signed with a secret of their own made from JWT_SECRET', () => {
      const config = loadConfig(base);
      expect(config.stripe).toBeUndefined();
      expect(config.testPaymentsWebhookSecret).toMatch(/^whsec_/);
      expect(config.testPaymentsWebhookSecret).not.toContain(base.JWT_SECRET);
      // The same on every process that shares JWT_SECRET, since any of them may deliver the event.
      expect(loadConfig(base).testPaymentsWebhookSecret).toBe(config.testPaymentsWebhookSecret);
      expect(loadConfig({ ...base, JWT_SECRET: 'y'.repeat(40) }).testPaymentsWebhookSecret).not.toBe(config.testPaymentsWebhookSecret);
      const given = 't'.repeat(32);
      expect(loadConfig({ ...base, TEST_PAYMENTS_WEBHOOK_SECRET: given }).testPaymentsWebhookSecret).toBe(given);
    });

    it('takes Stripe with its secret key and its webhook secret together', () => {
      const stripe = { STRIPE_SECRET_KEY: 'sk_test_51abcDEF', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' };
      expect(loadConfig({ ...base, ...stripe }).stripe).toEqual({ secretKey: 'sk_test_51abcDEF', webhookSecret: 'whsec_0123456789abcdef' });
    });

    it('refuses production with no Stripe account, naming what to set, unless ALLOW_TEST_PAYMENTS asks for the test provider', () => {
      const production = { ...base, NODE_ENV: 'production' };
      expect(() => loadConfig(production)).toThrow(ConfigError);
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'ALLOW_TEST_PAYMENTS=true'])
        expect(() => loadConfig(production)).toThrow(name);
      expect(() => loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'false' })).toThrow(ConfigError);
      expect(loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' })).toMatchObject({ stripe: undefined, allowTestPayments: true });
      const stripe = { STRIPE_SECRET_KEY: 'sk_live_51abcDEF', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' };
      expect(loadConfig({ ...production, ...stripe }).stripe).toEqual({
        secretKey: 'sk_live_51abcDEF',
        webhookSecret: 'whsec_0123456789abcdef',
      });
      // Anywhere else, nothing changes: the test provider takes payments without being asked.
      expect(loadConfig(base)).toMatchObject({ stripe: undefined, allowTestPayments: false });
    });

    it.each([
      [{ ALLOW_TEST_PAYMENTS: 'please' }, 'ALLOW_TEST_PAYMENTS'],
      [{ STRIPE_SECRET_KEY: 'sk_test_51abcDEF' }, 'STRIPE_WEBHOOK_SECRET'],
      [{ STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }, 'STRIPE_SECRET_KEY'],
      [{ STRIPE_SECRET_KEY: 'pk_test_51abcDEF', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }, 'STRIPE_SECRET_KEY'],
      [{ STRIPE_SECRET_KEY: 'sk_test_51abcDEF', STRIPE_WEBHOOK_SECRET: 'short' }, 'STRIPE_WEBHOOK_SECRET'],
      [{ TEST_PAYMENTS_WEBHOOK_SECRET: 'short' }, 'TEST_PAYMENTS_WEBHOOK_SECRET'],
    ])('refuses %o, naming %s', (bad, name) => {
      expect(() => loadConfig({ ...base, ...bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, ...bad })).toThrow(name);
    });
  });
});
