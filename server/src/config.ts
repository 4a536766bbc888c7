import { randomBytes } from 'node:crypto';
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
  SEED_DEMO_DATA: boolean.default(true),
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
  /** One short line per answered request at the info level; without it they are logged at debug. */
  LOG_REQUESTS: boolean.default(false),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, 'must be an account SID (AC and 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** Where Twilio reaches this server (https://lato.example.com): webhook signatures are checked against it. */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Another address for Twilio's REST API (a stand-in server in tests); Twilio's own otherwise. */
  TWILIO_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long the assistant may think before the rules answer instead (Twilio waits 15 s). */
  AI_TIME_BUDGET_MS: z.coerce.number().int().min(100).max(10_000).default(4000),
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
  seedDemoData: boolean;
  /** Where e-mail goes; without a host, e-mails are kept in the outbox and printed in the log. */
  smtp: SmtpConfig | undefined;
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
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  publicBaseUrl: string;
  apiBaseUrl: string | undefined;
}

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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
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
    seedDemoData: e.SEED_DEMO_DATA,
    smtp: e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, password: e.SMTP_PASSWORD, from: e.SMTP_FROM, tls: e.SMTP_TLS }
      : undefined,
    staticDir: path.resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    checkAnswers: e.CHECK_ANSWERS,
    twilio: twilioConfig(e),
    ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL.replace(/\/$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
    aiTimeBudgetMs: e.AI_TIME_BUDGET_MS,
    simulatorKey: randomBytes(32).toString('base64url'),
  };
}

/** Twilio needs all three settings: a half-configured account is a mistake to stop on, not to run with. */
function twilioConfig(e: z.infer<typeof envSchema>): TwilioConfig | undefined {
  const given = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.PUBLIC_BASE_URL].filter((value) => value !== undefined).length;
  if (given === 0) return undefined;
  if (given < 3) throw new ConfigError('Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and PUBLIC_BASE_URL go together');
  return {
    accountSid: e.TWILIO_ACCOUNT_SID!,
    authToken: e.TWILIO_AUTH_TOKEN!,
    publicBaseUrl: e.PUBLIC_BASE_URL!.replace(/\/$/, ''),
    apiBaseUrl: e.TWILIO_API_BASE_URL,
  };
}

/**
 * Without JWT_SECRET, a random secret is made once and kept in the data folder, so sessions
 * survive a restart of `npm start` and nothing secret is ever committed.
 */
function persistedSecret(dataDir: string): string {
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
    seedDemoData: false,
    smtp: undefined,
    staticDir: '',
    logLevel: 'silent',
    logRequests: false,
    checkAnswers: true,
    twilio: undefined,
    ai: undefined,
    aiTimeBudgetMs: 4000,
    simulatorKey: 'test-simulator-key',
    ...overrides,
  };
}
