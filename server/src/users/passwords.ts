import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's const enum cannot be imported under isolated modules.
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let decoyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a decoy when there is no such user or they have
 * not chosen a password yet (invited), so an unknown e-mail costs the same time as a wrong
 * password and the answer gives nothing away.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined || storedHash === null) {
    decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
