import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface SampleNotification {
  id: string;
  from: string;
  text: MessageDescriptor;
  minutesAgo: number;
}

/** Static sample content of the notifications popover, whose badge stays at 0 by design. */
export const SAMPLE_MESSAGES: SampleNotification[] = [
  { id: 'm1', from: 'Diego Ramírez', text: msg`Shared the launch checklist for the Okafor Dental project.`, minutesAgo: 12 },
  { id: 'm2', from: 'Elena Petrova', text: msg`Moved "Call routing rules" to In Progress.`, minutesAgo: 95 },
  { id: 'm3', from: 'Lato AI', text: msg`Weekly call summary is ready.`, minutesAgo: 60 * 26 },
];

export const SAMPLE_ARCHIVED: SampleNotification[] = [
  { id: 'a1', from: 'Chloe Nakamura', text: msg`Approved the new phone number for Grace Okafor.`, minutesAgo: 60 * 24 * 6 },
];
