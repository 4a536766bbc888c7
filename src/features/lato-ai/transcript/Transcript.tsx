import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Button, Group, Highlight, Stack, Text, TextInput, Title } from '@mantine/core';
import { Spinner } from '@/ui/Spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { fromPromise } from 'xstate';
import type { SearchMatch, TranscriptPage, TranscriptTurn } from '@/api/contract/lato-ai';
import { hitWords } from '@/ui/MatchText';
import { fetchFresh } from '@/api/query-client';
import { useLiveEvent, useLiveReload } from '@/features/live/shared';
import { ComesIntoView } from '@/ui/ComesIntoView';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { saveFile } from '@/ui/save-file';
import { SpeechBubble } from '@/ui/SpeechBubble';
import { transcriptMachine, type TranscriptActor, type TranscriptRequest } from '@machines/transcript/transcript.machine';
import { transcriptApi } from '@/features/lato-ai/lato-ai-api';
import { transcriptQuery } from '@/features/lato-ai/lato-ai-queries';

/** Below this, speech recognition was unsure of what the caller said: the turn is marked. */
export const LOW_CONFIDENCE = 0.7;

/** The transcript wired to the real API. */
export const transcriptWithApi = transcriptMachine.provide({
  actors: { loadPage: fromPromise<TranscriptPage, TranscriptRequest>(({ input }) => fetchFresh(transcriptQuery(input))) },
});

/** Every turn of the call, read page by page, for an export. */
async function wholeTranscript(callId: number): Promise<TranscriptTurn[]> {
  const turns: TranscriptTurn[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await transcriptApi.page({ callId, page });
    turns.push(...answer.results);
    if (answer.next === null) return turns;
  }
}

function Turn({ turn, highlight, found }: { turn: TranscriptTurn; highlight: string | string[]; found: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const fromCaller = turn.role === 'customer';
  const speaker = turn.role === 'customer' ? t`Caller` : turn.role === 'assistant' ? t`Assistant` : t`Agent`;
  const unsure = turn.confidence !== null && turn.confidence < LOW_CONFIDENCE;
  const percent = turn.confidence === null ? '' : format.percent(turn.confidence);
  // The turn a search of the calls found its words in is brought into view once, when it arrives.
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (found) place.current?.scrollIntoView({ block: 'center' });
  }, [found]);
  return (
    <Stack
      ref={place}
      gap={2}
      align={fromCaller ? 'flex-start' : 'flex-end'}
      component="li"
      data-testid="transcript-turn"
      data-role={turn.role}
      data-found={found || undefined}
    >
      <Group gap={6}>
        <Text size="xs" fw={600}>
          {speaker}
        </Text>
        <Text size="xs" c="dimmed">
          <bdi>{format.time(turn.created_at)}</bdi>
        </Text>
        {unsure && (
          <Badge size="xs" color="orange" variant="light" title={t`Speech recognition was ${percent} sure`}>
            <Trans>Low confidence</Trans>
          </Badge>
        )}
      </Group>
      <SpeechBubble ours={!fromCaller} outline={unsure ? '1px dashed var(--mantine-color-orange-filled)' : undefined}>
        <Highlight highlight={highlight} size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }} data-testid="turn-text">
          {turn.text}
        </Highlight>
      </SpeechBubble>
    </Stack>
  );
}

/** A call's transcript as a conversation: bubbles by speaker, more as the reader scrolls or as they are said, search and export. */
export function TranscriptView({ actor, found }: { actor: TranscriptActor; found?: SearchMatch }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { turns, count, nextPage, error, callId } = snapshot.context;
  const [query, setQuery] = useState('');
  // While the call goes on, each change of it may be a turn said: the transcript reads it at its end.
  useLiveEvent(
    (event) => event.kind === 'call' && event.subject === callId,
    () => actor.send({ type: 'REFRESH' }),
  );
  useLiveReload(() => actor.send({ type: 'REFRESH' }));
  const loading = snapshot.matches('loading') || snapshot.matches('loadingMore');
  const needle = query.trim().toLocaleLowerCase();
  // Opened from a search of the calls: the words it found are marked until the reader searches here.
  const foundWords = useMemo(() => (found ? hitWords(found.parts) : []), [found]);
  // …and the pages up to the turn it found them in are read, so that turn can be shown.
  const foundMissing = found !== undefined && !turns.some((turn) => turn.id === found.id);
  const ready = snapshot.matches('ready');
  useEffect(() => {
    if (foundMissing && ready && nextPage !== null) actor.send({ type: 'LOAD_MORE' });
  }, [actor, foundMissing, ready, nextPage]);
  const shown = needle ? turns.filter((turn) => turn.text.toLocaleLowerCase().includes(needle)) : turns;
  const download = async (kind: 'txt' | 'json') => {
    const all = await wholeTranscript(callId);
    const body =
      kind === 'json' ? JSON.stringify(all, null, 2) : all.map((turn) => `[${turn.created_at}] ${turn.role}: ${turn.text}`).join('\n');
    saveFile(new Blob([body], { type: kind === 'json' ? 'application/json' : 'text/plain' }), `call-${callId}-transcript.${kind}`);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} fz="md">
          <Trans>Transcript</Trans>
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => void download('txt')}
            disabled={count === 0}
          >
            <Trans>Text</Trans>
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => void download('json')}
            disabled={count === 0}
          >
            JSON
          </Button>
        </Group>
      </Group>
      {count > 0 && (
        <TextInput
          size="xs"
          aria-label={t`Search the transcript`}
          placeholder={t`Search the transcript`}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Transcript`}>
        {shown.map((turn) => (
          <Turn key={turn.id} turn={turn} highlight={query.trim() || foundWords} found={turn.id === found?.id} />
        ))}
      </Stack>
      {!loading && !error && count === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>Nothing was said on this call.</Trans>
        </Text>
      )}
      {loading && <Spinner size="sm" label={t`Loading the transcript`} />}
      {error && <RetryAlert message={error} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {snapshot.matches('ready') && nextPage !== null && (
        <>
          <ComesIntoView key={nextPage} onVisible={() => actor.send({ type: 'LOAD_MORE' })} />
          <Button variant="default" size="xs" onClick={() => actor.send({ type: 'LOAD_MORE' })}>
            <Trans>Load more</Trans>
          </Button>
        </>
      )}
    </Stack>
  );
}

/** The transcript of one call, read from the API. */
export function Transcript({ callId, found }: { callId: number; found?: SearchMatch }) {
  const actor = useActorRef(transcriptWithApi, { input: { callId } });
  return <TranscriptView actor={actor} found={found} />;
}
