// `printf '%s' "$PASSWORD" | npm run create-admin -- EMAIL "FULL NAME"`: the first CEO of a database
// without demo data, on the configured database (README, "Running against PostgreSQL"). The password
// comes on standard input, so it is in neither the shell's history nor the process list.
import { text } from 'node:stream/consumers';
import { ConfigError, loadConfig } from '@server/src/config';
import { DatabaseConnectionError } from '@server/db/connection-failure';
import { DataDirLockedError } from '@server/src/files/data-lock';
import { openConfiguredDatabase } from '@server/src/configured-database';
import { AdminRefused, createAdmin } from '@server/src/users/create-admin';

function refuse(message: string): never {
  process.stderr.write(`create-admin: ${message}\n`);
  process.exit(1);
}

const [email, fullName, ...extra] = process.argv.slice(2);
if (!email || !fullName || extra.length > 0) refuse('give an e-mail and a full name (in quotes), and the password on standard input.');
if (process.stdin.isTTY) refuse(`pipe the password in: printf '%s' "$PASSWORD" | npm run create-admin -- ${email} "${fullName}"`);
const password = (await text(process.stdin)).replace(/\r?\n$/, '');

try {
  const config = loadConfig();
  const { database, release } = await openConfiguredDatabase(config);
  try {
    const admin = await createAdmin(database.db, { email, fullName, password });
    process.stdout.write(`Created ${admin.email} (CEO). Sign in with it and add the rest of the team under Users.\n`);
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  if (
    error instanceof AdminRefused ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseConnectionError
  ) {
    refuse(error.message);
  }
  throw error;
}
