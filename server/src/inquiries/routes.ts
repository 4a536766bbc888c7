import type { FastifyInstance } from 'fastify';
import { inquiriesEndpoints } from '@/api/contract/inquiries';
import { handlersFor } from '@server/src/http/endpoints';
import { refuseForSeconds } from '@server/src/limits/too-many';
import { pageOf } from '@server/src/sql/paging';
import { readTogether } from '@server/src/sql/read-together';
import { normaliseEmail } from '@server/src/users/queries';
import { acknowledgementEmail, answerEmail } from './inquiry-emails';
import { countInquiries, inquiryCounts, inquiryDetail, listInquiries } from './inquiry-rows';
import { receiveInquiry } from './receive';
import { answerInquiry, deleteInquiry, markEmailed, setInquiryStatus } from './staff-changes';
import { inquiryLimits } from './submit-limits';

const RECEIVED = { detail: 'Your message was received.' };

/** The contact form (public) and the staff's handling of what it receives. */
export function inquiriesHandlers(app: FastifyInstance) {
  const withinLimits = inquiryLimits(app.db);

  return handlersFor(inquiriesEndpoints, {
    submit: async ({ db, body, request, reply }) => {
      // The hidden field is filled: a robot. It gets the answer a person gets, so it learns nothing
      // to adapt to; and nothing is kept, counted or e-mailed, so it cannot fill the inbox or the
      // limits of the address it typed.
      if (body.website?.trim()) return RECEIVED;
      const email = normaliseEmail(body.email);
      const wait = await withinLimits(email, request.ip);
      if (wait > 0) refuseForSeconds(reply, wait, 'Too many messages. Try again later.');
      const { inquiry, message } = await receiveInquiry(db, { ...body, email }, app.clock());
      // Through the job runner, once the message is kept (the queue cannot join its transaction).
      await app.mailer.send(acknowledgementEmail(inquiry));
      await markEmailed(db, message.id, app.clock());
      return RECEIVED;
    },

    list: async ({ db, query }) => {
      const search = query.search || undefined;
      const filter = { status: query.status, search };
      const [page, counts] = await readTogether(db, [
        () =>
          pageOf(
            db,
            () => countInquiries(db, filter),
            query,
            (window) => listInquiries(db, filter, window),
          ),
        () => inquiryCounts(db, search),
      ]);
      return { ...page, counts };
    },

    get: ({ db, params }) => inquiryDetail(db, params.id),

    answer: async ({ db, params, body, user }) => {
      const { inquiry, answer, original } = await answerInquiry(db, params.id, user, body.body, app.clock());
      await app.mailer.send(answerEmail(inquiry, answer, original));
      await markEmailed(db, answer.id, app.clock());
      return inquiryDetail(db, params.id);
    },

    setStatus: async ({ db, params, body, user }) => {
      await setInquiryStatus(db, params.id, body.status, user, app.clock());
      return inquiryDetail(db, params.id);
    },

    remove: async ({ db, params }) => {
      await deleteInquiry(db, params.id);
      return { detail: 'Inquiry deleted.' };
    },
  });
}
