import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Channel, OnboardingStage } from '@/api/contract/logistics-analytics';

/** A new client's onboarding stages, as the agency calls them. */
export const STAGE_LABELS: Record<OnboardingStage, MessageDescriptor> = {
  joined: msg`Joined`,
  paid: msg`Paid`,
  provisioned: msg`Number assigned`,
  configured: msg`Assistant set up`,
  live: msg`Live`,
};

/** How customers reached a client. */
export const CHANNEL_LABELS: Record<Channel, MessageDescriptor> = {
  voice: msg`Calls`,
  sms: msg`Texts`,
  web: msg`Contact form`,
};

export const CHANNEL_COLORS: Record<Channel, string> = { voice: 'indigo.6', sms: 'teal.6', web: 'orange.6' };
