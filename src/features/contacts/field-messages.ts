import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '@/api/errors';

/** How the contacts' calls say a field's problem, where the common wording would not tell a person what to do. */
export const CONTACT_FIELD_MESSAGES: FieldMessages = {
  fields: {
    tag: { too_many: msg`A contact can carry at most 20 tags: remove one first.` },
    owner_id: { invalid_choice: msg`That person cannot own these contacts: choose someone of their business.` },
    file: {
      invalid_format: msg`The file needs a phone or an e-mail column, named in its first row.`,
      too_large: msg`The file has more rows than one import takes (20,000).`,
      empty_file: msg`The file is empty.`,
      required: msg`Choose a CSV file.`,
    },
    organisation: { required: msg`Choose the business to import into.` },
  },
};
