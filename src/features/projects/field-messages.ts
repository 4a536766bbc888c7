import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '@/api/errors';
import { PROJECT_DESCRIPTION_MAX, PROJECT_FIELD_CODES, PROJECT_MEMBERS_MAX, PROJECT_NAME_MAX } from '@/api/contract/projects';

const PROJECT_CODES: Record<(typeof PROJECT_FIELD_CODES)[number], MessageDescriptor> = {
  unknown_user: msg`This person no longer exists. Choose again.`,
  unknown_organisation: msg`No such client business.`,
  not_staff: msg`Only staff can be members of a project.`,
  own_membership: msg`You cannot take yourself off a project you manage: you would lose access to it.`,
};

/** What the project form says for each check, the browser's and the server's alike. */
export const PROJECT_FIELD_MESSAGES: FieldMessages = {
  codes: PROJECT_CODES,
  fields: {
    name: { required: msg`Enter the project's name.`, too_long: msg`Use at most ${PROJECT_NAME_MAX} characters.` },
    description: { too_long: msg`Use at most ${PROJECT_DESCRIPTION_MAX} characters.` },
    status: { required: msg`Choose a status.`, invalid_choice: msg`Choose a status.` },
    start_date: { invalid_format: msg`Enter a date as YYYY-MM-DD.` },
    end_date: { invalid_format: msg`Enter a date as YYYY-MM-DD.` },
    members: { too_many: msg`A project can have at most ${PROJECT_MEMBERS_MAX} members.` },
  },
};
