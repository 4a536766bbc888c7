import { msg } from '@lingui/core/macro';
import { callApi } from '@/api/client';
import type { FieldMessages } from '@/api/errors';
import { careersEndpoints } from '@/api/contract/careers';
import type { SiteLanguage } from '@/api/contract/site-values';
import { sendForm, type SendingOutcome } from '@/features/site/form-sending';
import type { ApplicationValues } from './ApplicationForm';

const APPLICATION_FIELD_MESSAGES: FieldMessages = {
  codes: {
    consent_required: msg`Tick the box so that we may keep your application to consider it.`,
    invalid_phone: msg`Write the number with its country code, such as +34 600 000 000.`,
    invalid_url: msg`Write a full web address, starting with https://.`,
    file_type_not_allowed: msg`Send a PDF or a Word document.`,
    unexpected_file: msg`Send a PDF or a Word document.`,
    file_too_large: msg`The document must be at most 10 MB.`,
  },
  fields: {
    position: {
      invalid: msg`This position is no longer open. Choose another.`,
      not_found: msg`This position is no longer open. Choose another.`,
    },
  },
};

/** A file chosen in a file field, or nothing when none was (the browser sends an empty, nameless one). */
const chosenFile = (value: FormDataEntryValue | null): File | null => (value instanceof File && value.name !== '' ? value : null);

/** Sends an application with its documents (loaded when the visitor sends it, with the API client). */
export function sendApplication(
  values: ApplicationValues,
  cv: FormDataEntryValue | null,
  coverLetter: FormDataEntryValue | null,
  language: SiteLanguage,
): Promise<SendingOutcome> {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return sendForm(
    () =>
      callApi(careersEndpoints.apply, {
        body: {
          position: values.position,
          name: values.name,
          email: values.email,
          phone: optional(values.phone),
          expected_salary: optional(values.expected_salary),
          portfolio_url: optional(values.portfolio_url),
          language,
          consent: values.consent,
          website: values.website || undefined,
          cv: chosenFile(cv),
          cover_letter: chosenFile(coverLetter),
        },
      }),
    APPLICATION_FIELD_MESSAGES,
    msg`Your application could not be sent. Please try again.`,
  );
}
