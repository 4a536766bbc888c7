import { useState } from 'react';
import { Card, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, problemOf } from '@/api/errors';
import { RetryAlert } from '@/ui/RetryAlert';
import { showToast } from '@/ui/toast';
import { twoStepErrors } from './messages';
import { twoStepApi } from './two-step-api';
import { securitySettingsQuery, twoStepKeys } from './two-step-queries';

/** The CEO's rule: whether staff must sign in with two steps. */
export function TwoStepRuleCard() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery(securitySettingsQuery);
  const [saving, setSaving] = useState(false);

  const save = async (required: boolean) => {
    setSaving(true);
    try {
      // Not optimistic: the switch shows the rule the server keeps, so a refusal leaves it as it was.
      queryClient.setQueryData(
        twoStepKeys.securitySettings,
        await twoStepApi.updateSecuritySettings({ two_step_required_for_staff: required }),
      );
      // The CEO is staff too: whether two-step sign-in can be turned off changes with the rule.
      void queryClient.invalidateQueries({ queryKey: twoStepKeys.status });
      showToast({
        color: 'teal',
        message: required ? t`Staff now need two-step sign-in.` : t`Staff no longer need two-step sign-in.`,
      });
    } catch (failure) {
      showToast({ color: 'red', message: errorMessage(failure, twoStepErrors.rulesSave) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>Agency sign-in rules</Trans>
        </Title>
        {settings.isPending && <Skeleton height={48} />}
        {settings.isError && (
          <RetryAlert message={problemOf(settings.error, twoStepErrors.rulesLoad)} onRetry={() => void settings.refetch()} />
        )}
        {settings.data && (
          <Switch
            label={t`Require two-step sign-in for staff`}
            description={t`Staff without it set up are asked to add an authenticator app at their next sign-in. Clients are not affected.`}
            checked={settings.data.two_step_required_for_staff}
            disabled={saving}
            onChange={(event) => void save(event.currentTarget.checked)}
          />
        )}
      </Stack>
    </Card>
  );
}
