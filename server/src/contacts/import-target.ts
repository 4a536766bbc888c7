import type { Db } from '@server/db/client';
import { fieldError } from '@server/src/http/http-errors';
import { manageOrganisation, reachOrganisation, runsEveryOrganisation } from '@server/src/organisations/membership';
import type { Reader } from './visibility';

/**
 * The business an import's contacts join (null: the agency's own). The agency's managers name any
 * business or none; a client person must name one they own: 404 for a business they do not belong
 * to, 403 for one where they are a member only.
 */
export async function importTarget(db: Db, reader: Reader, organisation: number | null | undefined): Promise<number | null> {
  if (organisation === null || organisation === undefined) {
    if (runsEveryOrganisation(reader)) return null;
    throw fieldError('organisation', 'required');
  }
  if (runsEveryOrganisation(reader)) await reachOrganisation(db, reader, organisation);
  else await manageOrganisation(db, reader, organisation);
  return organisation;
}
