export { InquiriesPage } from './InquiriesPage';
export { inquiryListQuery } from './inquiries-queries';
export { inquiryListQueryOf, parseInquirySearch, type InquirySearch } from './inquiries-search';
