import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Center, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { Spinner } from '@/ui/Spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { canBeTexted, type ChatMessage } from '@/api/contract/lato-ai';
import { ComesIntoView } from '@/ui/ComesIntoView';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { SpeechBubble } from '@/ui/SpeechBubble';
import type { ChatThreadActor, OutgoingSms } from '@machines/chat-thread/chat-thread.machine';
import { MESSAGE_STATUS_LABELS } from '@/features/lato-ai/labels';
import { useSayProblem } from '@/i18n/use-say-problem';
import { useLiveEvent, useLiveReload } from '@/features/live/shared';
import { Composer } from './Composer';

interface BubbleProps {
  mine: boolean;
  children: string;
  footer: ReactNode;
  failed?: boolean;
  /** Sent messages and those still in the outbox are told apart (tests and styles). */
  kind: 'message' | 'outgoing';
}

function Bubble({ mine, children, footer, failed, kind }: BubbleProps) {
  return (
    <Stack gap={2} align={mine ? 'flex-end' : 'flex-start'} component="li" data-testid={`chat-${kind}`} data-mine={mine}>
      <SpeechBubble ours={mine} outline={failed ? '1px solid var(--mantine-color-red-filled)' : undefined}>
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-text">
          {children}
        </Text>
      </SpeechBubble>
      {footer}
    </Stack>
  );
}

/** What became of a message the business sent, with the reason when it did not go. */
function useDelivery() {
  const { i18n, t } = useLingui();
  return (message: ChatMessage) => {
    if (message.error_code === 'no_twilio_account') return t`Not sent: no Twilio account`;
    const status = i18n._(MESSAGE_STATUS_LABELS[message.status]);
    return message.status === 'failed' && message.error_code ? t`${status} (Twilio error ${message.error_code})` : status;
  };
}

function Message({ message }: { message: ChatMessage }) {
  const { t } = useLingui();
  const deliveryOf = useDelivery();
  const format = useFormat();
  const mine = message.role !== 'customer';
  const who = message.role === 'assistant' ? t`Assistant` : message.role === 'agent' ? t`You` : null;
  return (
    <Bubble
      kind="message"
      mine={mine}
      failed={message.status === 'failed' || message.error_code !== null}
      footer={
        <Text size="xs" c={message.status === 'failed' || message.error_code ? 'red' : 'dimmed'}>
          {who && <>{who} · </>}
          <bdi>{format.dateTime(message.created_at)}</bdi>
          {mine && <> · {deliveryOf(message)}</>}
        </Text>
      }
    >
      {message.body}
    </Bubble>
  );
}

function Outgoing({ sms, actor }: { sms: OutgoingSms; actor: ChatThreadActor }) {
  const sayProblem = useSayProblem();
  return (
    <Bubble
      kind="outgoing"
      mine
      failed={sms.status === 'failed'}
      footer={
        sms.status === 'failed' ? (
          <Group gap={6} justify="flex-end" role="alert">
            <Text size="xs" c="red">
              <Trans>Not sent</Trans>: {sms.error && sayProblem(sms.error)}
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => actor.send({ type: 'RETRY_SEND', key: sms.key })}>
              <Trans>Send again</Trans>
            </Button>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => actor.send({ type: 'DISCARD', key: sms.key })}>
              <Trans>Discard</Trans>
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            <Trans>Sending…</Trans>
          </Text>
        )
      }
    >
      {sms.body}
    </Bubble>
  );
}

/**
 * One conversation: its newest messages at the bottom (new ones join as they come), older ones
 * above as the reader scrolls up (keeping what they were reading in place), and the composer under it.
 */
export function ChatThreadView({ actor, height = 480 }: { actor: ChatThreadActor; height?: number | string }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { messages, outbox, olderPage, error, customer, numberId } = snapshot.context;
  const viewport = useRef<HTMLDivElement>(null);
  const kept = useRef({ firstId: 0, lastId: 0, outbox: 0, height: 0 });
  const lastId = messages.at(-1)?.id ?? 0;
  const firstId = messages[0]?.id ?? 0;
  // An SMS of this number came or went elsewhere: the newest messages are read again.
  useLiveEvent(
    (event) => event.kind === 'sms' && event.scope === numberId,
    () => actor.send({ type: 'REFRESH' }),
  );
  useLiveReload(() => actor.send({ type: 'REFRESH' }));

  // What the reader writes, and what comes while they are at the end, bring them to it; a message
  // that comes while they read further up, and older ones added above, keep their place.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const before = kept.current;
    const wasAtEnd = element.scrollTop + element.clientHeight >= before.height - 24;
    if (outbox.length > before.outbox || (before.lastId !== lastId && (wasAtEnd || before.lastId === 0)))
      element.scrollTop = element.scrollHeight;
    else if (before.firstId !== firstId) element.scrollTop += element.scrollHeight - before.height;
    kept.current = { firstId, lastId, outbox: outbox.length, height: element.scrollHeight };
  }, [firstId, lastId, outbox.length]);

  if (snapshot.matches('loading'))
    return (
      <Center h={height}>
        <Spinner label={t`Loading the messages`} />
      </Center>
    );
  if (snapshot.matches('failed'))
    return (
      <Box p="md">
        <RetryAlert message={error!} onRetry={() => actor.send({ type: 'RETRY' })} />
      </Box>
    );
  const history = snapshot.matches({ ready: { history: 'loadingOlder' } })
    ? 'loading'
    : snapshot.matches({ ready: { history: 'olderFailed' } })
      ? 'failed'
      : 'idle';
  return (
    <Stack gap={0} h={height}>
      <ScrollArea viewportRef={viewport} style={{ flex: 1 }} px="md" offsetScrollbars>
        <Stack gap="xs" py="sm">
          {history === 'idle' && olderPage !== null && (
            <>
              <ComesIntoView key={olderPage} onVisible={() => actor.send({ type: 'LOAD_OLDER' })} />
              <Center>
                <Button size="compact-xs" variant="default" onClick={() => actor.send({ type: 'LOAD_OLDER' })}>
                  <Trans>Earlier messages</Trans>
                </Button>
              </Center>
            </>
          )}
          {history === 'loading' && (
            <Center>
              <Spinner size="sm" label={t`Loading earlier messages`} />
            </Center>
          )}
          {history === 'failed' && <RetryAlert message={error!} onRetry={() => actor.send({ type: 'RETRY_OLDER' })} />}
          {messages.length === 0 && outbox.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="xl">
              <Trans>No messages yet. Write the first one below.</Trans>
            </Text>
          )}
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Messages`}>
            {messages.map((message) => (
              <Message key={message.id} message={message} />
            ))}
            {outbox.map((sms) => (
              <Outgoing key={`outbox-${sms.key}`} sms={sms} actor={actor} />
            ))}
          </Stack>
        </Stack>
      </ScrollArea>
      <Composer
        onSend={(body) => actor.send({ type: 'SEND', body })}
        cannotSend={canBeTexted(customer) ? undefined : t`${customer} is a sender name, not a phone number: it cannot be answered by SMS.`}
      />
    </Stack>
  );
}
