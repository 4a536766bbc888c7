import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '@/api/errors';

/** What Lato AI's own field codes say (the common ones are the error mapper's). */
export const LATO_AI_FIELD_MESSAGES: FieldMessages = {
  codes: {
    invalid_phone: msg`Enter a valid phone number with its country code, such as +1 415 555 0142.`,
    invalid_time: msg`Enter a time as hours and minutes, such as 09:00.`,
    close_before_open: msg`Closing time must be after opening time.`,
    invalid_time_zone: msg`Choose a time zone from the list.`,
    unknown_number: msg`This phone number is not one of yours.`,
  },
};
