import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { refreshSessions, refreshTokens, users, type UserRow } from '@server/db/schema';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * The token that replaces `token`: derived with the server's secret rather than drawn at random,
 * so that the server can answer it again, within the grace window, without ever storing a token.
 */
const successorOf = (secret: string, token: string) => createHmac('sha256', secret).update(token).digest('base64url');

const DAY_MS = 86_400_000;

/**
 * However often it is used, a session ends this long after its sign-in (or one lifetime, where
 * REFRESH_TOKEN_TTL_DAYS is set longer): a stolen refresh cookie kept alive by use dies anyway.
 */
const SESSION_MAX_DAYS = 90;

/**
 * A session lasts `ttlDays` from its last use (its sign-in or latest refresh), but never past its
 * sign-in plus the cap.
 */
const expiryOf = (createdAt: Date, now: Date, ttlDays: number) =>
  new Date(Math.min(now.getTime() + ttlDays * DAY_MS, createdAt.getTime() + Math.max(SESSION_MAX_DAYS, ttlDays) * DAY_MS));

export interface RotationOptions {
  secret: string;
  /** How long a replaced token may come back and get its successor again (two tabs at once). */
  graceSeconds: number;
  /** How long a session lasts without use. */
  ttlDays: number;
  now: Date;
}

export type RotationResult =
  | { ok: true; user: UserRow; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'inactive' };

/** Starts a session for a signed-in user: its id, and its first refresh token. */
export async function startSession(
  db: Db,
  userId: number,
  { ttlDays, now, userAgent }: { ttlDays: number; now: Date; userAgent: string | undefined },
): Promise<{ sessionId: string; refreshToken: string }> {
  const refreshToken = newToken();
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(refreshSessions)
      .values({ userId, userAgent: userAgent?.slice(0, 512), createdAt: now, expiresAt: expiryOf(now, now, ttlDays) })
      .returning({ id: refreshSessions.id });
    await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: session!.id });
    return session!.id;
  });
  return { sessionId, refreshToken };
}

/**
 * Exchanges a refresh token for the next one, and gives the session its full lifetime again. A
 * token is good once: presenting one that was already exchanged means it leaked, so the whole
 * session is revoked; except within a short grace window, where it is the same browser's tabs
 * refreshing at once, and they get the same successor.
 */
export async function rotateRefreshToken(db: Db, presented: string, options: RotationOptions): Promise<RotationResult> {
  const { now } = options;
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
    if (session.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    if (!user.isActive) {
      await revoke(tx, session.id, 'inactive');
      return { ok: false, reason: 'inactive' };
    }
    // The conditional update makes two concurrent uses of one token race safely: one wins.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    if (claimed.length === 0) {
      const successor = await successorWithinGrace(tx, presented, options);
      if (successor) return { ok: true, user, sessionId: session.id, refreshToken: successor };
      await revoke(tx, session.id, 'reuse');
      return { ok: false, reason: 'reused' };
    }
    const next = successorOf(options.secret, presented);
    await tx.insert(refreshTokens).values({ tokenHash: hashToken(next), sessionId: session.id });
    await tx
      .update(refreshSessions)
      .set({ expiresAt: expiryOf(session.createdAt, now, options.ttlDays) })
      .where(eq(refreshSessions.id, session.id));
    return { ok: true, user, sessionId: session.id, refreshToken: next };
  });
}

/**
 * For a token replaced moments ago: the newest token of its line still unused, provided every
 * replacement on the way happened within the grace window; otherwise nothing (it is reuse).
 */
async function successorWithinGrace(
  db: Db,
  presented: string,
  { secret, graceSeconds, now }: RotationOptions,
): Promise<string | undefined> {
  let token = presented;
  for (let step = 0; step < 5; step += 1) {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .limit(1);
    if (!row) return undefined;
    if (!row.usedAt) return token;
    if (now.getTime() - row.usedAt.getTime() > graceSeconds * 1000) return undefined;
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

const prepareUserOfSession = (db: Db) =>
  db
    .select({ user: users })
    .from(users)
    .innerJoin(refreshSessions, eq(refreshSessions.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.isActive, true),
        eq(refreshSessions.id, sql.placeholder('sessionId')),
        isNull(refreshSessions.revokedAt),
        gt(refreshSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('user_of_session');

const userOfSessionStatements = new WeakMap<Db, ReturnType<typeof prepareUserOfSession>>();

/**
 * The active user an access token names, provided the session it was issued to still lives and is
 * theirs: one read per signed-in call, so the statement is built once per database and, on
 * PostgreSQL, planned once per connection.
 */
export async function activeUserOfSession(db: Db, userId: number, sessionId: string, now: Date): Promise<UserRow | undefined> {
  let statement = userOfSessionStatements.get(db);
  if (!statement) {
    statement = prepareUserOfSession(db);
    userOfSessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ userId, sessionId, now: now.toISOString() });
  return row?.user;
}

async function revoke(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshSessions.id, sessionId), isNull(refreshSessions.revokedAt)));
}
