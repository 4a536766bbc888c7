import { and, eq } from 'drizzle-orm';
import { users } from '@server/db/schema';

/**
 * The people the dashboard's figures are about: active accounts of the client role. Editors mark
 * modules too while they preview them, and a person who left no longer learns; neither counts.
 */
export const isClientPerson = and(eq(users.role, 'CLIENT'), eq(users.isActive, true))!;
