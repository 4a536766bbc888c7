import { msg } from '@lingui/core/macro';
import { callApi } from '@/api/client';
import type { FieldMessages } from '@/api/errors';
import { inquiriesEndpoints } from '@/api/contract/inquiries';
import type { SiteLanguage } from '@/api/contract/site-values';
import { sendForm, type SendingOutcome } from '@/features/site/form-sending';
import type { ContactValues } from './ContactForm';
import { arrivedCampaign } from '@/lib/arrived-campaign';

const CONTACT_FIELD_MESSAGES: FieldMessages = {
  codes: { consent_required: msg`Tick the box so that we may keep your message to answer it.` },
};

/** Sends the contact form (loaded when the visitor sends it, with the API client). */
export function sendInquiry(values: ContactValues, language: SiteLanguage): Promise<SendingOutcome> {
  return sendForm(
    () =>
      callApi(inquiriesEndpoints.submit, {
        body: { ...values, website: values.website || undefined, language, campaign: arrivedCampaign() },
      }),
    CONTACT_FIELD_MESSAGES,
    msg`Your message could not be sent. Please try again.`,
  );
}
