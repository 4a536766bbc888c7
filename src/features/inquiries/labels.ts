import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InquiryStatus } from '@/api/contract/site-values';

/** Each status as its badge and its tab name it. */
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, MessageDescriptor> = {
  new: msg({ message: 'New', context: 'inquiry status' }),
  answered: msg({ message: 'Answered', context: 'inquiry status' }),
  handled: msg({ message: 'Handled', context: 'inquiry status' }),
  spam: msg({ message: 'Spam', context: 'inquiry status' }),
};

export const INQUIRY_STATUS_COLORS: Record<InquiryStatus, string> = {
  new: 'blue',
  answered: 'teal',
  handled: 'gray',
  spam: 'red',
};
