import type { Db } from '@server/db/client';
import type { UserRow } from '@server/db/schema';
import { HttpError } from '@server/src/http/http-errors';
import { passwordRule } from '@/api/contract/common';
import { createUserFields } from '@/api/contract/users';
import { hashPassword } from './passwords';
import { createUser } from './write-users';

export class AdminRefused extends Error {}

/**
 * A CEO account made from the command line: how a database without demo data (production)
 * gets its first person who can sign in and add the others. The same rules as the add-user form.
 */
export async function createAdmin(db: Db, input: { email: string; fullName: string; password: string }): Promise<UserRow> {
  // The one account made with a password: nobody is there yet to invite it.
  const fields = createUserFields.extend({ password: passwordRule }).safeParse({
    full_name: input.fullName,
    email: input.email,
    role: 'CEO',
    password: input.password,
    languages: [],
  });
  if (!fields.success) {
    throw new AdminRefused(fields.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  }
  try {
    return await createUser(db, fields.data, undefined, { passwordHash: await hashPassword(fields.data.password) });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) throw new AdminRefused(`${input.email} already has an account.`);
    throw error;
  }
}
