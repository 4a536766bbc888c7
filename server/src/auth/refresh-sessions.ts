import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { refreshSessions, refreshTokens, users, type UserRow } from '@server/db/schema';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

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
 * already exchanged means it leaked, so the whole session is revoked.
 */
export async function rotateRefreshToken(db: Db, presented: string): Promise<RotationResult> {
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
      await revoke(tx, session.id, 'reuse');
      return { ok: false, reason: 'reused' };
    }
    const next = newToken();
    await tx.insert(refreshTokens).values({ tokenHash: hashToken(next), sessionId: session.id });
    return { ok: true, user, refreshToken: next };
  });
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
export async function endSessionsOfUser(db: Db, userId: number, reason: string, keep?: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt), keep ? ne(refreshSessions.id, keep) : undefined));
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
