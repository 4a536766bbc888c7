import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Spinner } from '@/ui/Spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { IconMicrophone, IconPhone, IconPhoneOff } from '@tabler/icons-react';
import type { TestCallActor } from '@machines/test-call/test-call.machine';
import { SpeechBubble } from '@/ui/SpeechBubble';
import { useSayProblem } from '@/i18n/use-say-problem';
import { formatPhone } from '@/lib/phone';

/** The browser's voice, when it has one: the assistant's answers can be heard as well as read. */
const speech = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

interface Recognition {
  lang: string;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  start(): void;
}
/** The browser's speech input, where it has one (Chrome names it with a prefix): the caller can speak instead of typing. */
const Recognition =
  typeof window === 'undefined'
    ? undefined
    : ((window as unknown as Record<string, (new () => Recognition) | undefined>).SpeechRecognition ??
      (window as unknown as Record<string, (new () => Recognition) | undefined>).webkitSpeechRecognition);

/** A test call: the client types what a caller would say and reads (or hears) the assistant's answers. */
export function TestCallView({ actor, language }: { actor: TestCallActor; language: 'en' | 'es' }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { lines, transferredTo, error } = snapshot.context;
  const sayProblem = useSayProblem();
  const [words, setWords] = useState('');
  const [aloud, setAloud] = useState(false);
  const [hearing, setHearing] = useState(false);
  const listen = () => {
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.lang = language === 'es' ? 'es-ES' : 'en-US';
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      const heard = event.results[0]?.[0]?.transcript ?? '';
      if (heard.trim()) actor.send({ type: 'SAY', text: heard });
    };
    recognition.onend = () => setHearing(false);
    setHearing(true);
    recognition.start();
  };
  const spoken = useRef(0);

  useEffect(() => {
    // Each answer is read aloud once, as it arrives.
    const fresh = lines.slice(spoken.current).filter((line) => line.who === 'assistant');
    spoken.current = lines.length;
    if (!aloud || !speech) return;
    for (const line of fresh) {
      const utterance = new SpeechSynthesisUtterance(line.text);
      utterance.lang = language === 'es' ? 'es-ES' : 'en-US';
      speech.speak(utterance);
    }
  }, [lines, aloud, language]);

  const busy = snapshot.matches('answering') || snapshot.matches('hangingUp');
  const canStart = snapshot.matches('idle') || snapshot.matches('ended') || snapshot.matches('failed');
  return (
    <Stack gap="sm">
      {lines.length > 0 && (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Test call`}>
          {lines.map((line, index) => (
            <Stack
              key={index}
              component="li"
              gap={2}
              align={line.who === 'caller' ? 'flex-end' : 'flex-start'}
              data-testid="test-call-line"
              data-who={line.who}
            >
              <Text size="xs" c="dimmed">
                {line.who === 'caller' ? t`You (the caller)` : t`Assistant`}
              </Text>
              <SpeechBubble ours={line.who === 'caller'}>
                <Text size="sm" dir="auto">
                  {line.text}
                </Text>
              </SpeechBubble>
            </Stack>
          ))}
        </Stack>
      )}
      {snapshot.matches('dialling') && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">
            <Trans>Calling…</Trans>
          </Text>
        </Group>
      )}
      {busy && <Spinner size="xs" label={t`The assistant is answering`} />}
      {snapshot.matches('ended') && (
        <Text size="sm" c="dimmed" role="status">
          {transferredTo ? (
            <Trans>Call ended: the assistant passed it to {formatPhone(transferredTo)} (in a real call, that phone would ring).</Trans>
          ) : (
            <Trans>Call ended. It is in Calls, marked Test.</Trans>
          )}
        </Text>
      )}
      {snapshot.matches('failed') && (
        <Alert color="red" role="alert">
          {error && sayProblem(error)}
        </Alert>
      )}
      {(snapshot.matches('listening') || busy) && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!words.trim()) return;
            actor.send({ type: 'SAY', text: words });
            setWords('');
          }}
        >
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={t`What you say`}
              placeholder={t`Ask what a caller would ask`}
              value={words}
              onChange={(event) => setWords(event.currentTarget.value)}
              disabled={busy}
              dir="auto"
              // On a phone the button goes under the field rather than squeezing it.
              style={{ flex: '1 1 220px' }}
              data-autofocus
            />
            <Button type="submit" disabled={busy || !words.trim()}>
              <Trans>Say it</Trans>
            </Button>
            {Recognition && (
              <ActionIcon
                size="lg"
                variant={hearing ? 'filled' : 'default'}
                aria-label={t`Speak instead`}
                onClick={listen}
                disabled={busy || hearing}
                mb={2}
              >
                <IconMicrophone size={18} aria-hidden />
              </ActionIcon>
            )}
            <Button
              color="red"
              variant="light"
              leftSection={<IconPhoneOff size={16} aria-hidden />}
              disabled={busy}
              onClick={() => actor.send({ type: 'HANG_UP' })}
            >
              <Trans>Hang up</Trans>
            </Button>
          </Group>
        </form>
      )}
      <Group justify="space-between">
        {canStart ? (
          <Button leftSection={<IconPhone size={16} aria-hidden />} onClick={() => actor.send({ type: 'START' })}>
            <Trans>Start a test call</Trans>
          </Button>
        ) : (
          <span />
        )}
        {speech && <Switch label={t`Read the answers aloud`} checked={aloud} onChange={(event) => setAloud(event.currentTarget.checked)} />}
      </Group>
    </Stack>
  );
}
