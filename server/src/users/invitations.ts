import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVITATION_TTL_DAYS } from '@/api/contract/users';
import type { Db } from '@server/db/client';
import { invitations, users, type UserRow } from '@server/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Tokens are 32 random bytes, so a plain SHA-256 is enough to keep them: a copy of the table gives
 * no link that works, and there is nothing to guess.
 */
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new invitation for a person, replacing any earlier one; its token, for the e-mail only. */
export async function issueInvitation(db: Db, userId: number, invitedBy: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const values = {
    userId,
    tokenHash: hashToken(token),
    invitedBy,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
    createdAt: now,
  };
  await db.insert(invitations).values(values).onConflictDoUpdate({ target: invitations.userId, set: values });
  return token;
}

/** Who follows this token's link may still join: not expired, and the person active without a password. */
const stillGood = (token: string, now: Date) =>
  and(eq(invitations.tokenHash, hashToken(token)), gt(invitations.expiresAt, now), isNull(users.passwordHash), eq(users.isActive, true));

/** The person a token invites, while it works. */
export async function findInvitedUser(db: Db, token: string, now: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(stillGood(token, now));
  return row?.user;
}

/**
 * Sets the invited person's password and ends the invitation, or does nothing when the token no
 * longer works. Give it a transaction: two tries at once cannot both succeed (the row is locked).
 */
export async function acceptInvitation(db: Db, token: string, passwordHash: string, now: Date): Promise<UserRow | undefined> {
  const [found] = await db
    .select({ userId: invitations.userId })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(stillGood(token, now))
    .for('update');
  if (!found) return undefined;
  await db.delete(invitations).where(eq(invitations.userId, found.userId));
  const [user] = await db
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.id, found.userId), isNull(users.passwordHash)))
    .returning();
  return user;
}
