import { queryOptions } from '@tanstack/react-query';
import { twoStepApi } from './two-step-api';

export const twoStepKeys = {
  status: ['account', 'two-step'] as const,
  securitySettings: ['account', 'security-settings'] as const,
};

/** Whether the signed-in person has two-step sign-in on, and whether the agency requires it of them. */
export const twoStepStatusQuery = queryOptions({ queryKey: twoStepKeys.status, queryFn: () => twoStepApi.status() });

/** The agency's sign-in rules (the CEO's). */
export const securitySettingsQuery = queryOptions({
  queryKey: twoStepKeys.securitySettings,
  queryFn: () => twoStepApi.securitySettings(),
});
