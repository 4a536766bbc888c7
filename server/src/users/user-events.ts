import type { Db } from '@server/db/client';
import { publishLive } from '@server/src/live/publish';

/** A person's account changed as the users list shows it; call it in the change's transaction. */
export const publishUser = (db: Db, userId: number) => publishLive(db, [{ kind: 'users', subject: userId }]);
