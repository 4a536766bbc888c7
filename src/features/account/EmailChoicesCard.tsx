import { useId, useState } from 'react';
import { Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '@/api/contract/notifications';
import { errorMessage, fieldErrorMessages, problemOf, type FieldMessages } from '@/api/errors';
import { EMAIL_TOPICS, emailChoicesQuery, notificationsApi } from '@/features/notifications/shared';
import { RetryAlert } from '@/ui/RetryAlert';
import { showToast } from '@/ui/toast';

const LOAD_FAILED = msg`Could not load your e-mail choices.`;
const SAVE_FAILED = msg`Could not save your e-mail choices. Please try again.`;

const CHOICE_MESSAGES: FieldMessages = {
  codes: { kind_not_offered: msg`You can no longer be e-mailed about one of these. Your choices have been read again.` },
};

/** Which of the notifications the person can get also arrive by e-mail: one switch per kind. */
export function EmailChoicesCard() {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const queryClient = useQueryClient();
  const choices = useQuery(emailChoicesQuery);
  const [saving, setSaving] = useState(false);

  const save = async (kind: NotificationKind, byEmail: boolean) => {
    const current = choices.data;
    if (!current) return;
    const chosen = new Set(current.by_email);
    if (byEmail) chosen.add(kind);
    else chosen.delete(kind);
    setSaving(true);
    try {
      // Not optimistic: each switch shows what the server keeps, so a refusal leaves it as it was.
      const saved = await notificationsApi.saveEmailChoices({ by_email: current.kinds.filter((one) => chosen.has(one)) });
      queryClient.setQueryData(emailChoicesQuery.queryKey, saved);
      showToast({ color: 'teal', message: t`Your e-mail choices are saved.` });
    } catch (failure) {
      const onField = Object.values(fieldErrorMessages(failure, CHOICE_MESSAGES))[0];
      showToast({ color: 'red', message: onField ?? errorMessage(failure, SAVE_FAILED) });
      // What the person can get may have changed with their role: the switches show it as it is now.
      if (onField) void queryClient.invalidateQueries({ queryKey: emailChoicesQuery.queryKey });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4" id={titleId}>
          <Trans>E-mail me about</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Every notification shows under the bell in the top bar. Choose which ones also reach you by e-mail.</Trans>
        </Text>
        {choices.isPending && <Skeleton height={96} />}
        {choices.isError && <RetryAlert message={problemOf(choices.error, LOAD_FAILED)} onRetry={() => void choices.refetch()} />}
        {choices.data &&
          (choices.data.kinds.length === 0 ? (
            <Text size="sm">
              <Trans>There is nothing Lato tells you about yet.</Trans>
            </Text>
          ) : (
            <Stack gap="sm" role="group" aria-labelledby={titleId}>
              {choices.data.kinds.map((kind) => (
                <Switch
                  key={kind}
                  label={i18n._(EMAIL_TOPICS[kind])}
                  checked={choices.data.by_email.includes(kind)}
                  disabled={saving}
                  onChange={(event) => void save(kind, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          ))}
      </Stack>
    </Card>
  );
}
