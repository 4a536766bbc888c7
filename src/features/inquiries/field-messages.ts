import { msg } from '@lingui/core/macro';
import { INQUIRY_ANSWER_MAX } from '@/api/contract/inquiries';
import type { FieldMessages } from '@/api/errors';

/** What the answer box says for each check, the browser's and the server's alike. */
export const ANSWER_FIELD_MESSAGES: FieldMessages = {
  fields: {
    body: { required: msg`Write your answer first.`, too_long: msg`Use at most ${INQUIRY_ANSWER_MAX} characters.` },
  },
};
