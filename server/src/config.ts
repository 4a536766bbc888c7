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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
    ...overrides,
  };
}
