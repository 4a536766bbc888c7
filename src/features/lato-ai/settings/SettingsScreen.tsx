import { useEffect } from 'react';
import { Alert, Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { Spinner } from '@/ui/Spinner';
import { showToast } from '@/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { IconCheck } from '@tabler/icons-react';
import { RetryAlert } from '@/ui/RetryAlert';
import type { SettingsEditorActor } from '@machines/settings-editor/settings-editor.machine';
import { useSayProblem } from '@/i18n/use-say-problem';
import { SettingsForm } from './SettingsForm';

/** Where the changes stand, and the buttons to save or discard them: kept in view at the bottom of the page. */
function SaveBar({ actor }: { actor: SettingsEditorActor }) {
  const state = useSelector(actor, (s) => (s.matches({ dirty: 'failed' }) ? 'failed' : s.matches('dirty') ? 'dirty' : s.value));
  const error = useSelector(actor, (s) => s.context.error);
  const sayProblem = useSayProblem();
  const unsaved = state === 'dirty' || state === 'failed';
  return (
    <Paper withBorder shadow="sm" radius="md" p="sm" pos="sticky" bottom={12} style={{ zIndex: 5 }}>
      <Stack gap="xs">
        {state === 'failed' && (
          <Alert color="red" role="alert" p="xs">
            {error && sayProblem(error)}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c={unsaved ? 'orange' : 'dimmed'} role="status">
            {unsaved ? (
              <Trans>Unsaved changes</Trans>
            ) : state === 'saving' ? (
              <Trans>Saving…</Trans>
            ) : state === 'saved' ? (
              <Group gap={4} component="span">
                <IconCheck size={14} aria-hidden />
                <Trans>Settings saved</Trans>
              </Group>
            ) : (
              <Trans>No changes</Trans>
            )}
          </Text>
          <Group gap="xs">
            {unsaved && (
              <Button variant="default" onClick={() => actor.send({ type: 'RESET' })}>
                <Trans>Discard changes</Trans>
              </Button>
            )}
            <Button type="submit" form="assistant-settings" disabled={!unsaved && state !== 'saving'} loading={state === 'saving'}>
              <Trans>Save changes</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The settings editor of one number on screen: loading, a failed read, or the form with its save
 * bar; for a member of the business (`readOnly`), the form to read only, and why.
 */
export function SettingsScreen({
  actor,
  phoneNumber,
  readOnly = false,
}: {
  actor: SettingsEditorActor;
  phoneNumber: string;
  readOnly?: boolean;
}) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    const subscription = actor.on('saved', () => showToast({ color: 'teal', message: t`Settings saved` }));
    return () => subscription.unsubscribe();
  }, [actor, t]);
  if (state === 'loading')
    return (
      <Center py={60}>
        <Spinner label={t`Loading the settings`} />
      </Center>
    );
  if (state === 'loadFailed') return <RetryAlert message={error!} onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (readOnly)
    return (
      <Stack gap="lg">
        <Alert color="gray" role="note">
          <Trans>Only an owner of this business changes how its assistant answers. You can read the settings and try the assistant.</Trans>
        </Alert>
        <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}>
          <SettingsForm actor={actor} phoneNumber={phoneNumber} />
        </fieldset>
      </Stack>
    );
  return (
    <Stack gap="lg">
      <SettingsForm actor={actor} phoneNumber={phoneNumber} />
      <SaveBar actor={actor} />
    </Stack>
  );
}
