import { DEV_OUTBOX_PATH } from './mail/outbox';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from '@server/src/files/data-lock';
import { openConfiguredDatabase } from './configured-database';
import { DatabaseConnectionError } from '@server/db/connection-failure';
import { buildApp } from './app';
import { seedDemoData } from './seed';
import { DEMO_PASSWORD, DEMO_USERS } from './users/seed';
import { DEMO_RECOVERY_CODES, DEMO_TWO_STEP_KEY, DEMO_TWO_STEP_LOGIN } from './auth/two-step/demo-login';
import { demoBusinessLogins } from './organisations/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, release: releaseDataDir } = await openConfiguredDatabase(config);
  process.once('exit', releaseDataDir);
  const app = await buildApp({ config, db: database.db, executeSql: database.executeSql, listen: database.listen });
  const seeded = config.seedDemoData ? await seedDemoData(database.db, { storage: app.storage, twoStepSecrets: app.twoStep.secrets }) : [];

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    releaseDataDir();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Leave the database closed cleanly (a port already taken, say), so the folder reopens.
    await app.close();
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const store = database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pglite`;
  const businessLogins = demoBusinessLogins();
  const width = Math.max(...[...DEMO_USERS, DEMO_TWO_STEP_LOGIN, ...businessLogins].map((u) => u.email.length));
  const files = config.storage.kind === 's3' ? `S3 bucket ${config.storage.bucket}` : `${config.mediaDir} and ${config.filesDir}`;
  // The demo logins are printed only where they were seeded: a production database has none.
  const demoLogins = config.seedDemoData
    ? [
        'Demo logins (password for all: ' + DEMO_PASSWORD + ')',
        ...DEMO_USERS.filter((u) => u.role !== 'CLIENT').map((u) => `  ${u.role.padEnd(10)} ${u.email.padEnd(width)}`),
        // Client people, by business: Lato AI shows each only their businesses' numbers.
        ...businessLogins.map((u) => `  ${'CLIENT'.padEnd(10)} ${u.email.padEnd(width)} ${u.roles}`),
        `  ${DEMO_TWO_STEP_LOGIN.role.padEnd(10)} ${DEMO_TWO_STEP_LOGIN.email.padEnd(width)} (two-step sign-in: add the key ${DEMO_TWO_STEP_KEY} to an authenticator app, or use recovery code ${DEMO_RECOVERY_CODES[0]})`,
      ]
    : ['No demo data (SEED_DEMO_DATA is off).'];
  const lines = [
    '',
    `Lato is running at http://${shownHost}:${port}`,
    `Database: ${store}`,
    `Files: ${files}`,
    config.smtp
      ? `E-mail: through ${config.smtp.host}`
      : config.production
        ? 'E-mail: none is sent (no SMTP_HOST)'
        : `E-mail: no SMTP server, so e-mails (reset codes too) wait at http://${shownHost}:${port}${DEV_OUTBOX_PATH} (on this machine only)`,
    ...(seeded.length ? [`Demo data added: ${seeded.join(', ')}`] : []),
    '',
    ...demoLogins,
    '',
  ];
  process.stdout.write(lines.map((line) => line.trimEnd()).join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DatabaseConnectionError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Lato failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
