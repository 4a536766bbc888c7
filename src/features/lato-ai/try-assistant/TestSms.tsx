import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/api/errors';
import { SpeechBubble } from '@/ui/SpeechBubble';
import { simulatorApi } from '@/features/lato-ai/lato-ai-api';
import { latoAiKeys } from '@/features/lato-ai/lato-ai-queries';

interface Exchange {
  sent: string;
  reply: string | null;
}

/** A test SMS thread: the client texts the number as a customer would and reads the automatic reply. */
export function TestSms({ numberId }: { numberId: number }) {
  const { t } = useLingui();
  const [body, setBody] = useState('');
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const send = async () => {
    const text = body.trim();
    if (!text) return;
    setSending(true);
    setError(null);
    try {
      const answer = await simulatorApi.sms(numberId, text);
      setExchanges((all) => [...all, { sent: text, reply: answer.reply }]);
      // The test thread is a conversation of the number's like any other: the Messages tab reads it again.
      void queryClient.invalidateQueries({ queryKey: latoAiKeys.everyConversation });
      setBody('');
    } catch (failure) {
      setError(errorMessage(failure, msg`The test message failed`));
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="sm">
      {exchanges.length > 0 && (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Test messages`}>
          {exchanges.map((exchange, index) => (
            <Stack key={index} component="li" gap={4} data-testid="test-sms">
              <Stack gap={2} align="flex-end">
                <SpeechBubble ours>
                  <Text size="sm" dir="auto">
                    {exchange.sent}
                  </Text>
                </SpeechBubble>
              </Stack>
              <Stack gap={2} align="flex-start">
                {exchange.reply === null ? (
                  <Text size="xs" c="dimmed">
                    <Trans>No automatic reply (turned off in the settings).</Trans>
                  </Text>
                ) : (
                  <SpeechBubble ours={false}>
                    <Text size="sm" dir="auto" data-testid="test-sms-reply">
                      {exchange.reply}
                    </Text>
                  </SpeechBubble>
                )}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t`Text the number`}
            placeholder={t`Write what a customer would text`}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            maxLength={1600}
            dir="auto"
            // On a phone the button goes under the field rather than squeezing it.
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" loading={sending} disabled={!body.trim()}>
            <Trans>Send test SMS</Trans>
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
