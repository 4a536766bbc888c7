import { msg } from '@lingui/core/macro';

/** What a two-step call says when it fails and the server gives no usable detail. */
export const twoStepErrors = {
  load: msg`Could not load your two-step sign-in settings.`,
  save: msg`Could not change two-step sign-in. Please try again.`,
  rulesLoad: msg`Could not load the agency's sign-in rules.`,
  rulesSave: msg`Could not save the sign-in rule. Please try again.`,
};
