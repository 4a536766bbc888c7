import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationStage } from '@/api/contract/careers';

/** The pipeline's columns, named as a hiring team says where an application stands. */
export const STAGE_LABELS: Record<ApplicationStage, MessageDescriptor> = {
  received: msg({ message: 'Received', context: 'application stage' }),
  shortlisted: msg({ message: 'Shortlisted', context: 'application stage' }),
  interview: msg({ message: 'Interview', context: 'application stage' }),
  offer: msg({ message: 'Offer', context: 'application stage' }),
  hired: msg({ message: 'Hired', context: 'application stage' }),
  rejected: msg({ message: 'Rejected', context: 'application stage' }),
  on_hold: msg({ message: 'On hold', context: 'application stage' }),
};
