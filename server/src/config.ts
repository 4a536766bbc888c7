import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const boolean = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  MEDIA_DIR: z.string().min(1).optional(),
  FILES_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // At least twice the client's 60 s refresh lead, or the client would refresh without pause.
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(120).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).max(100_000).default(50),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  ACCOUNT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  SMS_AUTO_REPLY_PER_CONVERSATION_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  SMS_AUTO_REPLY_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  SMS_SEND_PER_NUMBER_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  SMS_SEND_PER_CLIENT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Default: true on the embedded database, false with DATABASE_URL (never the demo logins in production by accident). */
  SEED_DEMO_DATA: boolean.optional(),
  /** Which proxies to believe about the client's address: a hop count, or the proxies' addresses / CIDR ranges. */
  TRUST_PROXY: z.string().trim().optional(),
  /** Where uploads go: `local` (DATA_DIR's folders) or `s3` (S3-compatible object storage, the S3_* settings). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  /** An S3-compatible server (MinIO, Ceph, R2, a test server); unset for Amazon S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: boolean.default(false),
  /** How long one query may take, measured by this process as well as by PostgreSQL, before the request answers 503. */
  /** Every background job's time limit: after it, a job whose process died is run by another. */
  JOB_TIME_LIMIT_SECONDS: z.coerce.number().int().min(2).max(3600).optional(),
  /** When the clean-ups run (cron, UTC); by default hourly, each at its own minute. */
  CLEAN_UP_CRON: z
    .string()
    .trim()
    .regex(/^(\S+\s+){4}\S+$/, 'must be a cron expression of five fields (minute hour day month weekday)')
    .optional(),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(3).default('Lato <no-reply@lato.test>'),
  SMTP_TLS: z.enum(['starttls', 'tls', 'none']).default('starttls'),
  STATIC_DIR: z.string().min(1).default('dist'),
  /** Check every answer against its zod schema too (tests, `npm run dev`); see answer-serializer.ts. */
  CHECK_ANSWERS: boolean.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Any other value (unset, development, test) is a developer's machine or the demo.
  NODE_ENV: z.string().optional(),
  /** One short line per answered request at the info level; without it they are logged at debug. */
  LOG_REQUESTS: boolean.default(false),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, 'must be an account SID (AC and 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** Where people and Twilio reach this server (https://lato.example.com): e-mailed links, webhook signatures. */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Another address for Twilio's REST API (a stand-in server in tests); Twilio's own otherwise. */
  TWILIO_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long the assistant may think before the rules answer instead (Twilio waits 15 s). */
  AI_TIME_BUDGET_MS: z.coerce.number().int().min(100).max(10_000).default(4000),
  /** Stripe's secret API key (`sk_live_…`, `sk_test_…`); with STRIPE_WEBHOOK_SECRET, payments go through Stripe Checkout. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_\w+$/, 'must be a secret or restricted API key (sk_live_…, sk_test_…)')
    .optional(),
  /** The signing secret of the Stripe webhook endpoint (`whsec_…`) that posts to /api/v1/shop/webhooks/stripe/. */
  STRIPE_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Signs the built-in test provider's webhook events; derived from JWT_SECRET when unset. */
  TEST_PAYMENTS_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Production without Stripe takes payments through the built-in test provider only when this says so (a demo, a staging copy). */
  ALLOW_TEST_PAYMENTS: boolean.default(false),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Public uploads (avatars); its avatars folder is served under /media/avatars/. */
  mediaDir: string;
  /** Uploads that need permission (attachments); never served as a folder. */
  filesDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** How long a just-replaced refresh token still gets its successor (tabs refreshing at once). */
  refreshReuseGraceSeconds: number;
  cookieSecure: 'auto' | boolean;
  login: { maxFailures: number; maxFailuresPerEmail: number; failureWindowSeconds: number; ratePerMinute: number };
  /** Requests per address per minute to each public account call (sign-up, forgot password, verify code). */
  accountRatePerMinute: number;
  /** How many SMS may go out: the assistant's answers per hour, people's console sends per minute. */
  smsLimits: SmsLimits;
  seedDemoData: boolean;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses; never "any proxy". */
  trustProxy: false | number | string[];
  /** Where uploaded files are kept. */
  storage: StorageConfig;
  /** The client-side limit on one query (PostgreSQL's statement_timeout is the same). */
  databaseQueryTimeoutMs: number;
  /** Overrides each job's own time limit (JOB_TIME_LIMIT_SECONDS). */
  jobTimeLimitSeconds: number | undefined;
  /** Overrides the clean-ups' hourly times (CLEAN_UP_CRON). */
  cleanUpCron: string | undefined;
  /**
   * Where e-mail goes. Without a host, production (NODE_ENV=production) sends nothing, and a
   * developer's machine keeps them, sealed, in the development outbox (/dev/outbox).
   */
  smtp: SmtpConfig | undefined;
  /** NODE_ENV=production: no development outbox, and a warning at start when e-mail is not configured. */
  production: boolean;
  staticDir: string;
  logLevel: string;
  /** Each answered request as one short line at the info level (else at debug). */
  logRequests: boolean;
  /** Every answer also checked against its zod schema, and the fast writer against JSON.stringify. */
  checkAnswers: boolean;
  /** Twilio's account; without it the webhooks answer 503 and outgoing SMS stay in the outbox. */
  twilio: TwilioConfig | undefined;
  /** An OpenAI-compatible chat completion service; without it the embedded assistant answers. */
  ai: AiConfig | undefined;
  /** How long the assistant may think about one answer. */
  aiTimeBudgetMs: number;
  /** Signs the simulator's own webhook requests; new on every start, never stored. */
  simulatorKey: string;
  /**
   * The address people reach Lato at, without a trailing slash, for the links e-mails carry; unset,
   * a link follows the address its request came to (a developer's machine).
   */
  publicBaseUrl: string | undefined;
  /** Stripe's account; without it the built-in test provider takes the shop's payments. */
  stripe: StripeConfig | undefined;
  /**
   * Signs the test provider's webhook events the way Stripe signs its own (never used with Stripe):
   * the same on every process, since any of them may deliver an event another one queued.
   */
  testPaymentsWebhookSecret: string;
  /**
   * ALLOW_TEST_PAYMENTS: production may take payments through the test provider (anyone can "pay"
   * there with a test card). Without it, production refuses to start with no Stripe account.
   */
  allowTestPayments: boolean;
}

export interface StripeConfig {
  secretKey: string;
  /** Checks the `Stripe-Signature` of the webhook's events. */
  webhookSecret: string;
}

export interface SmsLimits {
  /** The assistant's answers to one customer from one number: two auto-responders stop talking after a few. */
  autoRepliesPerConversationPerHour: number;
  /** The assistant's answers from one number, to anyone. */
  autoRepliesPerNumberPerHour: number;
  /** Console sends from one number. */
  sendsPerNumberPerMinute: number;
  /** Console sends from all of one client's numbers together. */
  sendsPerClientPerMinute: number;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  publicBaseUrl: string;
  apiBaseUrl: string | undefined;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export interface AiConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface SmtpConfig {
  host: string;
  port: number;
  user: string | undefined;
  password: string | undefined;
  from: string;
  /** `tls` from the first byte (port 465), `starttls` upgraded after connecting, `none` plain. */
  tls: 'starttls' | 'tls' | 'none';
}

export class ConfigError extends Error {}

/**
 * Reads the environment once, at start. Any bad value stops the server with a message naming
 * the variable, rather than failing later in a request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const jwtSecret =
    e.JWT_SECRET ??
    (e.DATABASE_URL
      ? missing('JWT_SECRET', 'is required with DATABASE_URL: every process must sign and check tokens with the same secret')
      : persistedSecret(dataDir));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')),
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      failureWindowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
      ratePerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    },
    accountRatePerMinute: e.ACCOUNT_RATE_LIMIT_PER_MINUTE,
    smsLimits: {
      autoRepliesPerConversationPerHour: e.SMS_AUTO_REPLY_PER_CONVERSATION_PER_HOUR,
      autoRepliesPerNumberPerHour: e.SMS_AUTO_REPLY_PER_NUMBER_PER_HOUR,
      sendsPerNumberPerMinute: e.SMS_SEND_PER_NUMBER_PER_MINUTE,
      sendsPerClientPerMinute: e.SMS_SEND_PER_CLIENT_PER_MINUTE,
    },
    seedDemoData: e.SEED_DEMO_DATA ?? !e.DATABASE_URL,
    trustProxy: trustProxy(e.TRUST_PROXY),
    storage: storageConfig(e),
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    jobTimeLimitSeconds: e.JOB_TIME_LIMIT_SECONDS,
    cleanUpCron: e.CLEAN_UP_CRON,
    smtp: e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, password: e.SMTP_PASSWORD, from: e.SMTP_FROM, tls: e.SMTP_TLS }
      : undefined,
    production: e.NODE_ENV === 'production',
    staticDir: path.resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    checkAnswers: e.CHECK_ANSWERS,
    twilio: twilioConfig(e),
    ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL.replace(/\/$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
    aiTimeBudgetMs: e.AI_TIME_BUDGET_MS,
    simulatorKey: randomBytes(32).toString('base64url'),
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/$/, ''),
    stripe: paymentsConfig(e),
    testPaymentsWebhookSecret: e.TEST_PAYMENTS_WEBHOOK_SECRET ?? derivedSecret(jwtSecret, 'test-payments-webhook'),
    allowTestPayments: e.ALLOW_TEST_PAYMENTS,
  };
}

function missing(name: string, why: string): never {
  throw new ConfigError(`Invalid configuration:\n  ${name}: ${why}`);
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(\/(3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*(\/(12[0-8]|1[01]\d|[1-9]?\d))?$/i;

/**
 * TRUST_PROXY as Fastify takes it, limited to the safe forms: how many proxies stand in front
 * (`1` for one load balancer), or their addresses. `true` would believe any X-Forwarded-For, so
 * anyone could pose as any address and walk past the per-address limits: refused.
 */
function trustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) missing('TRUST_PROXY', 'a hop count is at most 10');
    return hops;
  }
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const bad = addresses.filter((a) => !named.has(a) && !IPV4.test(a) && !IPV6.test(a));
  if (value === 'true' || bad.length > 0 || addresses.length === 0) {
    missing(
      'TRUST_PROXY',
      `give the number of proxies in front (1 for one load balancer) or their addresses (10.0.0.5,10.0.1.0/24); ${value === 'true' ? '"true" would believe any client' : `not an address: ${bad.join(', ')}`}`,
    );
  }
  return addresses;
}

function storageConfig(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.STORAGE === 'local') return { kind: 'local' };
  if (!e.S3_BUCKET) missing('S3_BUCKET', 'is required with STORAGE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    missing('S3_ACCESS_KEY_ID', "and S3_SECRET_ACCESS_KEY go together (or leave both unset for the machine's own credentials)");
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Twilio needs all three settings: a half-configured account is a mistake to stop on, not to run
 * with. PUBLIC_BASE_URL alone is no account: e-mailed links use it too.
 */
function twilioConfig(e: z.infer<typeof envSchema>): TwilioConfig | undefined {
  if (e.TWILIO_ACCOUNT_SID === undefined && e.TWILIO_AUTH_TOKEN === undefined) return undefined;
  const given = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.PUBLIC_BASE_URL].filter((value) => value !== undefined).length;
  if (given < 3) throw new ConfigError('Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and PUBLIC_BASE_URL go together');
  return {
    accountSid: e.TWILIO_ACCOUNT_SID!,
    authToken: e.TWILIO_AUTH_TOKEN!,
    publicBaseUrl: e.PUBLIC_BASE_URL!.replace(/\/$/, ''),
    apiBaseUrl: e.TWILIO_API_BASE_URL,
  };
}

/**
 * Stripe needs both its settings: a key without the webhook's secret would take payments whose
 * confirmations could never be checked, so no order would ever be paid.
 */
function stripeConfig(e: z.infer<typeof envSchema>): StripeConfig | undefined {
  if (e.STRIPE_SECRET_KEY === undefined && e.STRIPE_WEBHOOK_SECRET === undefined) return undefined;
  if (e.STRIPE_SECRET_KEY === undefined || e.STRIPE_WEBHOOK_SECRET === undefined)
    missing('STRIPE_SECRET_KEY', 'and STRIPE_WEBHOOK_SECRET go together');
  return { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET };
}

/** Why production will not start without a way to take real payments (also create-provider.ts's last word). */
export const TEST_PAYMENTS_IN_PRODUCTION =
  'is required in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments with Stripe, or ALLOW_TEST_PAYMENTS=true to let the built-in test provider (where anyone pays with a test card) take them';

/**
 * Stripe's account, or none for the test provider, which fulfils orders nobody paid for: in
 * production only when ALLOW_TEST_PAYMENTS says so.
 */
function paymentsConfig(e: z.infer<typeof envSchema>): StripeConfig | undefined {
  const stripe = stripeConfig(e);
  if (!stripe && e.NODE_ENV === 'production' && !e.ALLOW_TEST_PAYMENTS) missing('STRIPE_SECRET_KEY', TEST_PAYMENTS_IN_PRODUCTION);
  return stripe;
}

/** A secret of its own for one use, made from the server's secret: one leaked never gives the other. */
function derivedSecret(secret: string, use: string): string {
  return `whsec_${createHmac('sha256', secret).update(use).digest('base64url')}`;
}

/**
 * Without JWT_SECRET, a random secret is made once and kept in the data folder, so sessions
 * survive a restart of `npm start` and nothing secret is ever committed.
 */
export function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A configuration for tests: in-memory everything, fixed secret, no seed unless asked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    mediaDir: mkdtempSync(path.join(tmpdir(), 'lato-media-')),
    filesDir: mkdtempSync(path.join(tmpdir(), 'lato-files-')),
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 14,
    refreshReuseGraceSeconds: 30,
    cookieSecure: false,
    login: { maxFailures: 5, maxFailuresPerEmail: 50, failureWindowSeconds: 900, ratePerMinute: 1000 },
    accountRatePerMinute: 1000,
    smsLimits: {
      autoRepliesPerConversationPerHour: 5,
      autoRepliesPerNumberPerHour: 100,
      sendsPerNumberPerMinute: 20,
      sendsPerClientPerMinute: 60,
    },
    seedDemoData: false,
    trustProxy: false,
    storage: { kind: 'local' },
    databaseQueryTimeoutMs: 30_000,
    jobTimeLimitSeconds: undefined,
    cleanUpCron: undefined,
    smtp: undefined,
    production: false,
    staticDir: '',
    logLevel: 'silent',
    logRequests: false,
    checkAnswers: true,
    twilio: undefined,
    ai: undefined,
    aiTimeBudgetMs: 4000,
    simulatorKey: 'test-simulator-key',
    publicBaseUrl: undefined,
    stripe: undefined,
    testPaymentsWebhookSecret: 'whsec_test-payments-secret-for-the-test-suite',
    // The suite pays through the test provider, also where a test plays production.
    allowTestPayments: true,
    ...overrides,
  };
}
