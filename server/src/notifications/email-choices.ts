import { and, eq } from 'drizzle-orm';
import type { EmailChoices, NotificationKind } from '@/api/contract/notifications';
import type { Db } from '@server/db/client';
import { notificationEmailChoices, users, type UserRow } from '@server/db/schema';
import { fieldError } from '@server/src/http/http-errors';
import { kindsFor } from './kinds';

type Person = Pick<UserRow, 'id' | 'role'>;

/**
 * The kinds the person can be told about and those they get by e-mail too, in the order of the
 * kinds. A choice kept from a role the person no longer has is left out: it is never sent either.
 */
export async function emailChoicesOf(db: Db, person: Person): Promise<EmailChoices> {
  const kinds = kindsFor(person.role);
  const rows = await db
    .select({ kind: notificationEmailChoices.kind })
    .from(notificationEmailChoices)
    .where(and(eq(notificationEmailChoices.userId, person.id), eq(notificationEmailChoices.byEmail, true)));
  const chosen = new Set(rows.map((row) => row.kind));
  return { kinds: [...kinds], by_email: kinds.filter((kind) => chosen.has(kind)) };
}

/** Replaces the person's choices with `byEmail`, all at once; a kind they are never told about is refused. */
export async function saveEmailChoices(db: Db, person: Person, byEmail: readonly NotificationKind[]): Promise<EmailChoices> {
  const offered = kindsFor(person.role);
  if (byEmail.some((kind) => !offered.includes(kind))) throw fieldError('by_email', 'kind_not_offered');
  await db.transaction(async (tx) => {
    // Two saves at once take turns on the person's row: the second replaces the first whole.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, person.id)).for('update');
    await tx.delete(notificationEmailChoices).where(eq(notificationEmailChoices.userId, person.id));
    if (byEmail.length > 0) await tx.insert(notificationEmailChoices).values(byEmail.map((kind) => ({ userId: person.id, kind })));
  });
  return emailChoicesOf(db, person);
}
