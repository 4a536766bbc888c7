import { ACCESS, isAllowed } from '@/api/contract/roles';
import type { UserRow } from '@server/db/schema';

/**
 * Who reads the academy: their own progress is what each module shows, and only its editors see
 * the drafts (a client person is answered 404 for one, as if it did not exist).
 */
export interface Reader {
  id: number;
  seesDrafts: boolean;
}

export const readerOf = (user: UserRow): Reader => ({ id: user.id, seesDrafts: isAllowed(user.role, ACCESS.academyEditors) });
