import { callApi } from '@/api/client';
import { inquiriesEndpoints, type InquiryListQuery, type SettableInquiryStatus } from '@/api/contract/inquiries';

const E = inquiriesEndpoints;

/** The staff's calls on the contact form's inquiries, one per endpoint. */
export const inquiriesApi = {
  list: (query: InquiryListQuery) => callApi(E.list, { query }),
  get: (id: number) => callApi(E.get, { params: { id } }),
  answer: (id: number, body: string) => callApi(E.answer, { params: { id }, body: { body } }),
  setStatus: (id: number, status: SettableInquiryStatus) => callApi(E.setStatus, { params: { id }, body: { status } }),
  remove: (id: number) => callApi(E.remove, { params: { id } }),
};
