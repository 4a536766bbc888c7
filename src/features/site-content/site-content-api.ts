import { callApi } from '@/api/client';
import {
  siteContentEndpoints,
  type FaqCategoryFields,
  type FaqEntryChange,
  type FaqEntryOrder,
  type NewFaqEntry,
  type OfficeFields,
  type TestimonialFields,
} from '@/api/contract/site-content';

const E = siteContentEndpoints;

/** The site content area's staff calls, one per endpoint. */
export const siteContentApi = {
  faq: () => callApi(E.faq, {}),
  createFaqCategory: (body: FaqCategoryFields) => callApi(E.createFaqCategory, { body }),
  updateFaqCategory: (id: number, body: Partial<FaqCategoryFields>) => callApi(E.updateFaqCategory, { params: { id }, body }),
  deleteFaqCategory: (id: number) => callApi(E.deleteFaqCategory, { params: { id } }),
  reorderFaqCategories: (ids: number[]) => callApi(E.reorderFaqCategories, { body: { ids } }),
  createFaqEntry: (body: NewFaqEntry) => callApi(E.createFaqEntry, { body }),
  updateFaqEntry: (id: number, body: FaqEntryChange) => callApi(E.updateFaqEntry, { params: { id }, body }),
  deleteFaqEntry: (id: number) => callApi(E.deleteFaqEntry, { params: { id } }),
  reorderFaqEntries: (body: FaqEntryOrder) => callApi(E.reorderFaqEntries, { body }),
  testimonials: () => callApi(E.testimonials, {}),
  createTestimonial: (body: TestimonialFields) => callApi(E.createTestimonial, { body }),
  updateTestimonial: (id: number, body: Partial<TestimonialFields>) => callApi(E.updateTestimonial, { params: { id }, body }),
  deleteTestimonial: (id: number) => callApi(E.deleteTestimonial, { params: { id } }),
  reorderTestimonials: (ids: number[]) => callApi(E.reorderTestimonials, { body: { ids } }),
  offices: () => callApi(E.offices, {}),
  createOffice: (body: OfficeFields) => callApi(E.createOffice, { body }),
  updateOffice: (id: number, body: Partial<OfficeFields>) => callApi(E.updateOffice, { params: { id }, body }),
  deleteOffice: (id: number) => callApi(E.deleteOffice, { params: { id } }),
  reorderOffices: (ids: number[]) => callApi(E.reorderOffices, { body: { ids } }),
};
