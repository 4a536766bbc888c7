import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { refreshSessions, refreshTokens, users, type UserRow } from '@server/db/schema';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * The token that replaces `token`: derived with the server's secret rather than drawn at random,
 * so that the server can answer it again, within the grace window, without ever storing a token.
 */
const successorOf = (secret: string, token: string) => createHmac('sha256', secret).update(token).digest('base64url');

export interface RotationOptions {
  secret: string;
  /** How long a replaced token may come back and get its successor again (two tabs at once). */
  graceSeconds: number;
}

export type RotationResult =
  { ok: true; user: UserRow; refreshToken: string } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'inactive' };

/** Starts a session for a signed-in user and returns its first refresh token. */
export async function startSession(db: Db, userId: number, ttlDays: number, userAgent: string | undefined): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(refreshSessions)
      .values({ userId, userAgent: userAgent?.slice(0, 512), expiresAt: new Date(Date.now() + ttlDays * 86_400_000) })
      .returning({ id: refreshSessions.id });
    await tx.insert(refreshTokens).values({ tokenHash: hashToken(token), sessionId: session!.id });
  });
  return token;
}

/**
 * Exchanges a refresh token for the next one. A token is good once: presenting one that was
 * already exchanged means it leaked, so the whole session is revoked; except within a short grace
 * window, where it is the same browser's tabs refreshing at once, and they get the same successor.
 */
export async function rotateRefreshToken(db: Db, presented: string, options: RotationOptions): Promise<RotationResult> {
  const tokenHash = hashToken(presented);
  return db.transaction(async (tx): Promise<RotationResult> => {
    const [row] = await tx
      .select({ token: refreshTokens, session: refreshSessions, user: users })
      .from(refreshTokens)
      .innerJoin(refreshSessions, eq(refreshTokens.sessionId, refreshSessions.id))
      .innerJoin(users, eq(refreshSessions.userId, users.id))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!row) return { ok: false, reason: 'unknown' };
    const { session, user } = row;
    if (session.revokedAt) return { ok: false, reason: 'revoked' };
    if (session.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    if (!user.isActive) {
      await revoke(tx, session.id, 'inactive');
      return { ok: false, reason: 'inactive' };
    }
    // The conditional update makes two concurrent uses of one token race safely: one wins.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    if (claimed.length === 0) {
      const successor = await successorWithinGrace(tx, presented, options);
      if (successor) return { ok: true, user, refreshToken: successor };
      await revoke(tx, session.id, 'reuse');
      return { ok: false, reason: 'reused' };
    }
    const next = successorOf(options.secret, presented);
    await tx.insert(refreshTokens).values({ tokenHash: hashToken(next), sessionId: session.id });
    return { ok: true, user, refreshToken: next };
  });
}

/**
 * For a token replaced moments ago: the newest token of its line still unused, provided every
 * replacement on the way happened within the grace window; otherwise nothing (it is reuse).
 */
async function successorWithinGrace(db: Db, presented: string, { secret, graceSeconds }: RotationOptions): Promise<string | undefined> {
  let token = presented;
  for (let step = 0; step < 5; step += 1) {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .limit(1);
    if (!row) return undefined;
    if (!row.usedAt) return token;
    if (Date.now() - row.usedAt.getTime() > graceSeconds * 1000) return undefined;
    token = successorOf(secret, token);
  }
  return undefined;
}

/** Ends the session a refresh token belongs to (sign-out). Unknown tokens are ignored. */
export async function endSessionOf(db: Db, presented: string): Promise<void> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (row) await revoke(db, row.sessionId, 'logout');
}

/**
 * Ends every session of a user (deactivated, or given a new password), but for `keep`: the session
 * the change is made from, when people change their own password.
 */
export async function endSessionsOfUser(db: Db, userId: number, reason: string, keep?: string): Promise<number> {
  const ended = await db
    .update(refreshSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt), keep ? ne(refreshSessions.id, keep) : undefined))
    .returning({ id: refreshSessions.id });
  return ended.length;
}

/** The session a refresh token belongs to, if it is one of this user's. */
export async function sessionOf(db: Db, presented: string | undefined, userId: number): Promise<string | undefined> {
  if (!presented) return undefined;
  const [row] = await db
    .select({ id: refreshSessions.id })
    .from(refreshTokens)
    .innerJoin(refreshSessions, eq(refreshTokens.sessionId, refreshSessions.id))
    .where(and(eq(refreshTokens.tokenHash, hashToken(presented)), eq(refreshSessions.userId, userId)))
    .limit(1);
  return row?.id;
}

async function revoke(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshSessions.id, sessionId), isNull(refreshSessions.revokedAt)));
}
