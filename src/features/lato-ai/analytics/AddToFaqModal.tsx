import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAQ_MAX } from '@/api/contract/lato-ai-values';
import { errorMessage } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { settingsApi } from '@/features/lato-ai/lato-ai-api';
import { latoAiKeys } from '@/features/lato-ai/lato-ai-queries';
import { callAnalyticsKey } from './call-analytics-queries';

const QUESTION_MAX = 300;
const ANSWER_MAX = 2000;
const FAQ_FULL = msg`The FAQ already has ${FAQ_MAX} answers. Remove one in Settings first.`;

/**
 * A question callers asked that the assistant could not answer, with the answer it should give from
 * now on: added to the number's FAQ as it is saved now (read afresh, so a change made meanwhile in
 * Settings is kept).
 */
export function AddToFaqModal({ numberId, question, onClose }: { numberId: number; question: string; onClose(): void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(question);
  const [answer, setAnswer] = useState('');
  const [tried, setTried] = useState(false);
  const add = useMutation({
    mutationFn: async () => {
      const { twilio_number: _number, updated_at: _updated, ...settings } = await settingsApi.load(numberId);
      if (settings.faq.length >= FAQ_MAX) throw new Error(i18n._(FAQ_FULL));
      return settingsApi.save(numberId, { ...settings, faq: [...settings.faq, { question: asked.trim(), answer: answer.trim() }] });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(latoAiKeys.settings(numberId), saved);
      void queryClient.invalidateQueries({ queryKey: callAnalyticsKey });
      showToast({ color: 'teal', message: t`Answer added to the FAQ. The assistant gives it from now on.` });
      onClose();
    },
  });
  const questionError = tried && asked.trim() === '' ? t`Write the question.` : undefined;
  const answerError = tried && answer.trim() === '' ? t`Write the answer the assistant should give.` : undefined;
  return (
    <Modal opened onClose={onClose} title={t`Add an answer to the FAQ`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (asked.trim() !== '' && answer.trim() !== '') add.mutate();
        }}
      >
        <Stack>
          <TextInput
            label={t`Question`}
            value={asked}
            onChange={(event) => setAsked(event.currentTarget.value)}
            maxLength={QUESTION_MAX}
            error={questionError}
            required
          />
          <Textarea
            label={t`Answer`}
            description={t`What the assistant says when a caller asks this.`}
            value={answer}
            onChange={(event) => setAnswer(event.currentTarget.value)}
            maxLength={ANSWER_MAX}
            autosize
            minRows={3}
            error={answerError}
            required
            data-autofocus
          />
          {add.error && (
            <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
              {add.error.message === i18n._(FAQ_FULL)
                ? add.error.message
                : errorMessage(add.error, msg`Could not add the answer to the FAQ.`)}
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={add.isPending}>
              <Trans>Add to FAQ</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
