import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Each call's own failure message, said when the server gives no usable detail. */
export const CAREERS_FAILURES = {
  list: msg`Could not load the positions.`,
  load: msg`Could not load this position.`,
  save: msg`Could not save the position.`,
  status: msg`Could not change the position's status.`,
  delete: msg`Could not delete the position.`,
} satisfies Record<string, MessageDescriptor>;
