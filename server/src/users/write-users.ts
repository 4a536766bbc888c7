import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { users, type UserRow } from '@server/db/schema';
import { endSessionsOfUser } from '@server/src/auth/refresh-sessions';
import { fieldError } from '@server/src/http/http-errors';
import { imageExtension, mediaUrl, removeMedia } from '@server/src/files/media';
import type { FileStorage } from '@server/src/files/storage/file-storage';
import type { StoredFile } from '@server/src/files/uploads';
import { normaliseEmail } from './queries';
import type { Language } from '@/api/contract/common';
import type { createUserFields, updateUserFields } from '@/api/contract/users';

async function assertEmailFree(db: Db, email: string, exceptId?: number): Promise<void> {
  const where = exceptId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptId));
  if ((await db.$count(users, where)) > 0) throw fieldError('email', 'email_taken');
}

/** A second writer can take the address between our check and our write: the index decides. */
function rethrowDuplicate(error: unknown): never {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  if (cause?.code === '23505') throw fieldError('email', 'email_taken');
  throw error;
}

/**
 * The URL of an uploaded avatar, once its bytes prove it an image (a refused one is removed with
 * the rest of its request's files).
 */
export function avatarUrl(file: StoredFile | undefined): string | undefined {
  if (!file) return undefined;
  if (!imageExtension(file.head)) throw fieldError('avatar', 'not_an_image');
  return mediaUrl(file.key);
}

/**
 * A new account. Without a password hash it waits for its owner to choose one (an invitation,
 * issued by the caller in the same transaction).
 */
export async function createUser(
  db: Db,
  body: Omit<z.output<typeof createUserFields>, 'password'>,
  avatarFile: StoredFile | undefined,
  { passwordHash = null, preferredLanguage = null }: { passwordHash?: string | null; preferredLanguage?: Language | null } = {},
): Promise<UserRow> {
  const email = normaliseEmail(body.email);
  await assertEmailFree(db, email);
  const avatar = avatarUrl(avatarFile);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email,
        fullName: body.full_name,
        role: body.role,
        isActive: body.is_active,
        languages: body.languages,
        passwordHash,
        avatar,
        preferredLanguage,
      })
      .returning();
    return row!;
  } catch (error) {
    return rethrowDuplicate(error);
  }
}

/**
 * Replaces a user's details (never the password: only its owner sets it). Deactivation ends their
 * sessions in the same transaction, so a deactivated user can neither sign in nor refresh; so does
 * `alsoInTransaction` (the audit events of the change), so the change and its record stand or fall together.
 */
export async function updateUser(
  db: Db,
  storage: FileStorage,
  target: UserRow,
  body: z.output<typeof updateUserFields>,
  avatarFile: StoredFile | undefined,
  alsoInTransaction: (tx: Db, updated: UserRow) => Promise<void> = async () => {},
): Promise<UserRow> {
  const email = normaliseEmail(body.email);
  await assertEmailFree(db, email, target.id);
  const avatar = avatarUrl(avatarFile) ?? (body.remove_avatar ? null : target.avatar);
  let updated: UserRow;
  try {
    updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          email,
          fullName: body.full_name,
          role: body.role,
          isActive: body.is_active,
          languages: body.languages,
          avatar,
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id))
        .returning();
      if (target.isActive && !body.is_active) await endSessionsOfUser(tx, target.id, 'deactivated');
      await alsoInTransaction(tx, row!);
      return row!;
    });
  } catch (error) {
    return rethrowDuplicate(error);
  }
  if (avatar !== target.avatar) await removeMedia(storage, target.avatar);
  return updated;
}
