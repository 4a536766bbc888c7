/** PostgreSQL could not be reached at start; the message says why, without the password. */
export class DatabaseConnectionError extends Error {}

const REASONS: Record<string, (where: string, user: string) => string> = {
  ECONNREFUSED: (where) => `nothing accepts connections at ${where}: is PostgreSQL running there, on that port?`,
  ENOTFOUND: (where) => `the host in ${where} is unknown: check its name in DATABASE_URL`,
  EAI_AGAIN: (where) => `the host in ${where} could not be looked up (DNS did not answer)`,
  ETIMEDOUT: (where) => `${where} did not answer in time: a firewall or a wrong address?`,
  EHOSTUNREACH: (where) => `${where} cannot be reached from this machine`,
  '28P01': (_where, user) => `PostgreSQL refused the password of user "${user}"`,
  '28000': (_where, user) => `PostgreSQL does not let user "${user}" connect from here (pg_hba.conf)`,
  '3D000': (where) => `the database named in DATABASE_URL does not exist on ${where}`,
  '57P03': (where) => `PostgreSQL at ${where} is still starting: try again in a moment`,
};

/** The start-up failure to print: which server, what went wrong, and what to check. */
export function explainConnectionFailure(error: unknown, url: string): DatabaseConnectionError {
  const parsed = new URL(url);
  const where = `${parsed.hostname}:${parsed.port || '5432'}`;
  const user = decodeURIComponent(parsed.username) || 'the default user';
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  const reason =
    typeof code === 'string' && REASONS[code]
      ? REASONS[code](where, user)
      : /timeout/i.test(message)
        ? `${where} did not answer within 10 s: a firewall or a wrong address?`
        : message;
  return new DatabaseConnectionError(`Lato cannot reach PostgreSQL (DATABASE_URL): ${reason}`, { cause: error });
}
