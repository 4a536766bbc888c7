import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '@/api/errors';
import { POSITION_PLACE_MAX, POSITION_TITLE_MAX, type CareersFieldCode } from '@/api/contract/careers';

/** The codes a position's form or actions can meet (the others are the application form's). */
const POSITION_CODES: Partial<Record<CareersFieldCode, MessageDescriptor>> = {
  invalid_currency: msg`Choose a currency from the list.`,
  salary_range_reversed: msg`The highest salary cannot be below the lowest.`,
  invalid_transition: msg`The position cannot go to this status from the one it has.`,
  closing_date_passed: msg`This closing date has passed: choose a later one, or none.`,
  position_has_applications: msg`People have applied to this position: close it instead of deleting it.`,
};

const title = { required: msg`Enter the title.`, too_long: msg`Use at most ${POSITION_TITLE_MAX} characters.` };
const place = (required: MessageDescriptor) => ({ required, too_long: msg`Use at most ${POSITION_PLACE_MAX} characters.` });
const description = { required: msg`Describe the position.` };

/** What the position form says for each check, the browser's and the server's alike. */
export const POSITION_FIELD_MESSAGES: FieldMessages = {
  codes: POSITION_CODES as Record<string, MessageDescriptor>,
  fields: {
    title_en: title,
    title_es: title,
    department: place(msg`Enter the department.`),
    location: place(msg`Enter where the work is.`),
    description_en: description,
    description_es: description,
  },
};
