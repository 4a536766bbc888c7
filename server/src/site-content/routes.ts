import type { FastifyInstance } from 'fastify';
import { siteContentEndpoints } from '@/api/contract/site-content';
import { offices, testimonials } from '@server/db/schema';
import { handlersFor } from '@server/src/http/endpoints';
import { readFaqAdmin } from './faq-rows';
import {
  createFaqCategory,
  createFaqEntry,
  deleteFaqCategory,
  deleteFaqEntry,
  reorderFaqCategories,
  reorderFaqEntries,
  updateFaqCategory,
  updateFaqEntry,
} from './faq-writes';
import { createOffice, deleteOffice, officeList, updateOffice } from './offices';
import { reorderList } from './ordered-lists';
import { readAboutPage, readContactPage, readFaqPage } from './public-reads';
import { saveTeamProfile, teamProfileOf } from './team-profiles';
import { createTestimonial, deleteTestimonial, testimonialList, updateTestimonial } from './testimonials';

/**
 * The public site's texts: the pages' reads (public), and the staff's editing of the FAQ, the
 * testimonials and the offices; every staff member writes their own card for the About page.
 */
export function siteContentHandlers(app: FastifyInstance) {
  return handlersFor(siteContentEndpoints, {
    faqPage: ({ db, query }) => readFaqPage(db, query.lang, query.q),
    aboutPage: ({ db, query }) => readAboutPage(db, query.lang),
    contactPage: ({ db, query }) => readContactPage(db, query.lang),

    faq: ({ db }) => readFaqAdmin(db),
    createFaqCategory: ({ db, body }) => createFaqCategory(db, body),
    updateFaqCategory: ({ db, params, body }) => updateFaqCategory(db, params.id, body),
    deleteFaqCategory: async ({ db, params }) => {
      await deleteFaqCategory(db, params.id);
      return { detail: 'The category is deleted.' };
    },
    reorderFaqCategories: async ({ db, body }) => {
      await reorderFaqCategories(db, body.ids);
      return readFaqAdmin(db);
    },
    createFaqEntry: ({ db, body }) => createFaqEntry(db, body, app.clock()),
    updateFaqEntry: ({ db, params, body }) => updateFaqEntry(db, params.id, body, app.clock()),
    deleteFaqEntry: async ({ db, params }) => {
      await deleteFaqEntry(db, params.id);
      return { detail: 'The answer is deleted.' };
    },
    reorderFaqEntries: async ({ db, body }) => {
      await reorderFaqEntries(db, body, app.clock());
      return readFaqAdmin(db);
    },

    testimonials: ({ db }) => testimonialList(db),
    createTestimonial: ({ db, body }) => createTestimonial(db, body),
    updateTestimonial: ({ db, params, body }) => updateTestimonial(db, params.id, body),
    deleteTestimonial: async ({ db, params }) => {
      await deleteTestimonial(db, params.id);
      return { detail: 'The testimonial is deleted.' };
    },
    reorderTestimonials: async ({ db, body }) => {
      await reorderList(db, testimonials, body.ids);
      return testimonialList(db);
    },

    offices: ({ db }) => officeList(db),
    createOffice: ({ db, body }) => createOffice(db, body),
    updateOffice: ({ db, params, body }) => updateOffice(db, params.id, body),
    deleteOffice: async ({ db, params }) => {
      await deleteOffice(db, params.id);
      return { detail: 'The office is deleted.' };
    },
    reorderOffices: async ({ db, body }) => {
      await reorderList(db, offices, body.ids);
      return officeList(db);
    },

    teamProfile: ({ db, user }) => teamProfileOf(db, user.id),
    saveTeamProfile: ({ db, user, body }) => saveTeamProfile(db, user.id, body, app.clock()),
  });
}
