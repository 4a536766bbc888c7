/**
 * Node's codes for a connection to another server (PostgreSQL, an S3 server) that was refused,
 * cut, timed out or never found: that server is out of reach, not the request at fault.
 */
export const NETWORK_FAILURE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
