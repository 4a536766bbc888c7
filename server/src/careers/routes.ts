import type { FastifyInstance } from 'fastify';
import type { API } from '@/api/contract/api';
import { careersEndpoints } from '@/api/contract/careers';
import { handlersFor, type AreaHandlers } from '@server/src/http/endpoints';
import { notFound } from '@server/src/http/http-errors';
import { sendPrivateFile } from '@server/src/files/private-files';
import { applicationDetail, applicationRow } from './application-rows';
import { applyHandler } from './apply';
import { eraseApplications } from './erase';
import { applicationBoard, moveApplication } from './pipeline';
import { positionAdmin, positionRow, positionSummaries } from './position-rows';
import { readOpenPositions, readPublicPosition } from './public-reads';
import { createPosition, deletePosition, updatePosition } from './write-positions';

/** Open positions and the application form (public); positions and the applications pipeline (staff, ACCESS.careers). */
export function careersHandlers(app: FastifyInstance): AreaHandlers<typeof API.careers> {
  return handlersFor(careersEndpoints, {
    openPositions: async ({ db, query }) => ({ positions: await readOpenPositions(db, query.lang, app.clock()) }),
    publicPosition: async ({ db, params, query }) => {
      const position = await readPublicPosition(db, params.slug, query.lang, app.clock());
      if (!position) throw notFound();
      return position;
    },
    apply: applyHandler(app),

    positions: async ({ db, query }) => ({ positions: await positionSummaries(db, query.status) }),
    position: async ({ db, params }) => positionAdmin(db, await positionRow(db, params.id)),
    createPosition: async ({ db, body }) => positionAdmin(db, await createPosition(db, body, app.clock())),
    updatePosition: async ({ db, params, body }) =>
      positionAdmin(db, await updatePosition(db, await positionRow(db, params.id), body, app.clock())),
    deletePosition: async ({ db, params }) => {
      await deletePosition(db, await positionRow(db, params.id));
      return { detail: 'Position deleted.' };
    },

    applicationBoard: ({ db, query }) => applicationBoard(db, query.position ?? null),
    moveApplication: async ({ db, params, body }) => {
      await moveApplication(db, params.id, body, app.clock());
      return applicationBoard(db, body.position);
    },
    application: ({ db, params }) => applicationDetail(db, params.id),
    applicationCv: async ({ db, params, reply }) => {
      const row = await applicationRow(db, params.id);
      // Shown in place: a browser shows a PDF in its own viewer.
      return sendPrivateFile(
        reply,
        app.storage,
        row.cvStoredName,
        { originalName: row.cvOriginalName, contentType: row.cvContentType },
        'inline',
      );
    },
    applicationCoverLetter: async ({ db, params, reply }) => {
      const row = await applicationRow(db, params.id);
      if (!row.coverLetterStoredName) throw notFound('This applicant sent no cover letter.');
      return sendPrivateFile(
        reply,
        app.storage,
        row.coverLetterStoredName,
        {
          originalName: row.coverLetterOriginalName ?? 'cover-letter',
          contentType: row.coverLetterContentType ?? 'application/octet-stream',
        },
        'inline',
      );
    },
    deleteApplication: async ({ db, params }) => {
      const row = await applicationRow(db, params.id);
      await eraseApplications(db, app.storage, [row]);
      return { detail: 'Application deleted.' };
    },
  });
}
