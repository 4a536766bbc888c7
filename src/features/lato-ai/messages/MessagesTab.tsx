import { useCallback, useEffect, useState } from 'react';
import { Badge, Box, Button, Center, Checkbox, Group, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { Spinner } from '@/ui/Spinner';
import { useMediaQuery } from '@mantine/hooks';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { IconArrowLeft, IconMessagePlus } from '@tabler/icons-react';
import type { ChatMessage, ChatPage, Conversation, TwilioNumber } from '@/api/contract/lato-ai';
import { problemOf } from '@/api/problem';
import { useFormat } from '@/ui/format';
import { useFlipInRtl } from '@/ui/use-flip-in-rtl';
import { RetryAlert } from '@/ui/RetryAlert';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchFresh, queryClient as appQueries } from '@/api/query-client';
import { chatThreadMachine, type ChatPageRequest, type SmsRequest } from '@machines/chat-thread/chat-thread.machine';
import { chatApi } from '@/features/lato-ai/lato-ai-api';
import { chatPageQuery, conversationsQuery, latoAiKeys } from '@/features/lato-ai/lato-ai-queries';
import { DebouncedSearch } from '@/ui/DebouncedSearch';
import { MatchText } from '@/ui/MatchText';
import { formatPhone } from '@/lib/phone';
import { ChatThreadView } from './ChatThread';
import { NewConversation } from './NewConversation';
import { TestBadge } from '@/features/lato-ai/TestBadge';
import { useLiveEvent, useLiveReload } from '@/features/live/shared';

const THREAD_HEIGHT = 'max(420px, calc(100dvh - 300px))';

function ConversationRow({ conversation, selected, onOpen }: { conversation: Conversation; selected: boolean; onOpen(): void }) {
  const { t } = useLingui();
  const format = useFormat();
  const { last_message: last, unread_count: unread } = conversation;
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={selected || undefined}
      px="md"
      py="sm"
      w="100%"
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="conversation"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="sm" fw={unread > 0 ? 700 : 500} truncate>
            <bdi>{formatPhone(conversation.customer_phone_number)}</bdi>
          </Text>
          {conversation.is_test && <TestBadge />}
        </Group>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          <bdi>{format.date(last.created_at, 'short')}</bdi>
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" truncate dir="auto">
          {/* Who wrote it, in the words the thread uses: the assistant's replies are not the client's. */}
          {conversation.match ? (
            // A search's words, where they were found (its latest message with them).
            <MatchText parts={conversation.match.parts} />
          ) : (
            <>
              {last.role === 'assistant' && <Trans>Assistant:</Trans>}
              {last.role === 'agent' && <Trans>You:</Trans>} {last.body}
            </>
          )}
        </Text>
        {unread > 0 && (
          <Badge size="sm" circle aria-label={t`${unread} unread`}>
            {unread}
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}

/** The thread of one customer, wired to the API. */
function Thread({ number, customer }: { number: TwilioNumber; customer: string }) {
  const actor = useActorRef(
    chatThreadMachine.provide({
      actors: {
        loadPage: fromPromise<ChatPage, ChatPageRequest>(({ input }) =>
          fetchFresh(chatPageQuery(number.phone_number, input.customer, input.page)),
        ),
        sendSms: fromPromise<ChatMessage, SmsRequest>(async ({ input }) => {
          const sent = await chatApi.send(input.numberId, input.customer, input.body);
          // The thread has one more message, and the conversations list its last message.
          void appQueries.invalidateQueries({ queryKey: latoAiKeys.chat(number.phone_number, input.customer) });
          void appQueries.invalidateQueries({ queryKey: latoAiKeys.conversations(number.phone_number) });
          return sent;
        }),
      },
    }),
    { input: { numberId: number.id, customer } },
  );
  return <ChatThreadView actor={actor} height={`calc(${THREAD_HEIGHT} - 50px)`} />;
}

/**
 * The Messages tab: the number's SMS conversations, newest first, and the chosen one's thread
 * beside them (on a phone, one or the other). Opening a conversation marks it read.
 */
export function MessagesTab({
  number,
  customer,
  onCustomer,
}: {
  number: TwilioNumber;
  customer: string | undefined;
  onCustomer(customer: string | undefined): void;
}) {
  const { t } = useLingui();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [composing, setComposing] = useState(false);
  const flip = useFlipInRtl();
  const [hideTests, setHideTests] = useState(false);
  const [search, setSearch] = useState('');
  const conversations = useQuery(conversationsQuery(number.phone_number, hideTests, search));
  const list = conversations.data ?? [];
  const unread = list.find((c) => c.customer_phone_number === customer)?.unread_count ?? 0;
  const queryClient = useQueryClient();
  // Reading a conversation changes the list (its unread count).
  const retry = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: latoAiKeys.conversations(number.phone_number) }),
    [queryClient, number.phone_number],
  );
  // An SMS of this number came or went elsewhere: the conversations, their last messages and unread counts are read again.
  useLiveEvent((event) => event.kind === 'sms' && event.scope === number.id, retry);
  useLiveReload(retry);

  useEffect(() => {
    // Reading a conversation marks it read; a failure leaves the count as it was, which is harmless.
    if (customer && unread > 0) chatApi.markRead(number.phone_number, customer).then(retry, () => undefined);
  }, [number.phone_number, customer, unread, retry]);

  const listPane = (
    <Paper withBorder radius="md" h={THREAD_HEIGHT} style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Group justify="space-between" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Text fw={600} size="sm">
          <Trans>Conversations</Trans>
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconMessagePlus size={16} aria-hidden />}
          onClick={() => setComposing(true)}
        >
          <Trans>New message</Trans>
        </Button>
      </Group>
      <Box px="sm" pt={6}>
        <DebouncedSearch size="xs" label={t`Search the messages`} value={search} onChange={setSearch} />
      </Box>
      <Checkbox
        size="xs"
        px="sm"
        py={6}
        label={t`Hide test conversations`}
        checked={hideTests}
        onChange={(event) => setHideTests(event.currentTarget.checked)}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      />
      <ScrollArea style={{ flex: 1 }}>
        {conversations.error ? (
          <Box p="sm">
            <RetryAlert message={problemOf(conversations.error, msg`Error fetching chats`)} onRetry={retry} />
          </Box>
        ) : conversations.isPending ? (
          <Center py="xl">
            <Spinner size="sm" label={t`Loading the conversations`} />
          </Center>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed" p="md" ta="center">
            {search ? <Trans>No message has these words.</Trans> : <Trans>No messages yet on this number.</Trans>}
          </Text>
        ) : (
          <nav aria-label={t`Conversations`}>
            {list.map((conversation) => (
              <ConversationRow
                key={conversation.customer_phone_number}
                conversation={conversation}
                selected={conversation.customer_phone_number === customer}
                onOpen={() => onCustomer(conversation.customer_phone_number)}
              />
            ))}
          </nav>
        )}
      </ScrollArea>
    </Paper>
  );

  const threadPane = customer ? (
    <Paper withBorder radius="md" style={{ overflow: 'hidden', flex: 1, minWidth: 0 }}>
      <Group gap="xs" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {!wide && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconArrowLeft size={16} style={flip} aria-hidden />}
            onClick={() => onCustomer(undefined)}
          >
            <Trans>Conversations</Trans>
          </Button>
        )}
        <Text fw={600} size="sm">
          <bdi>{formatPhone(customer)}</bdi>
        </Text>
      </Group>
      <Thread key={`${number.id}:${customer}`} number={number} customer={customer} />
    </Paper>
  ) : (
    <Paper withBorder radius="md" h={THREAD_HEIGHT} style={{ flex: 1 }}>
      <Center h="100%">
        <Text size="sm" c="dimmed">
          <Trans>Choose a conversation, or start a new one.</Trans>
        </Text>
      </Center>
    </Paper>
  );

  return (
    <>
      {wide ? (
        <Group align="stretch" gap="md" wrap="nowrap">
          <Box w={340} style={{ flexShrink: 0 }}>
            {listPane}
          </Box>
          {threadPane}
        </Group>
      ) : (
        <Stack>{customer ? threadPane : listPane}</Stack>
      )}
      <NewConversation
        opened={composing}
        onClose={() => setComposing(false)}
        ourNumber={number.phone_number}
        onStart={(to) => {
          setComposing(false);
          onCustomer(to);
        }}
      />
    </>
  );
}
