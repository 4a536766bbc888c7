import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { FAQ_ANSWER_MAX, FAQ_MAX, FAQ_QUESTION_MAX } from '@/api/contract/lato-ai';
import { errorMessage, fieldErrorMessages, toApiError } from '@/api/errors';
import { LATO_AI_FIELD_MESSAGES } from '@/features/lato-ai/settings/field-messages';
import { showToast } from '@/ui/toast';
import { settingsApi } from '@/features/lato-ai/lato-ai-api';
import { latoAiKeys } from '@/features/lato-ai/lato-ai-queries';
import { callAnalyticsKey } from './call-analytics-queries';

const FAQ_FULL = msg`The FAQ already has ${FAQ_MAX} answers. Remove one in Settings first.`;
const ADD_FAILED = msg`Could not add the answer to the FAQ.`;

/** What the server refused, said for this form: a full FAQ, a field's own problem, or the call's failure. */
function refusalOf(error: unknown): { form?: string; question?: string; answer?: string } {
  const fields = fieldErrorMessages(error, LATO_AI_FIELD_MESSAGES);
  if (toApiError(error).fieldErrors.faq?.includes('too_many')) return { form: i18n._(FAQ_FULL) };
  if (fields.question || fields.answer) return { question: fields.question, answer: fields.answer };
  return { form: errorMessage(error, ADD_FAILED) };
}

/**
 * A question callers asked that the assistant could not answer, with the answer it should give from
 * now on: added at the end of the number's FAQ by the server, as the FAQ stands then (a change saved
 * meanwhile in Settings is kept).
 */
export function AddToFaqModal({ numberId, question, onClose }: { numberId: number; question: string; onClose(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // A caller may say more than an entry holds: the question starts cut to fit, for the owner to shorten.
  const [asked, setAsked] = useState(question.slice(0, FAQ_QUESTION_MAX));
  const [answer, setAnswer] = useState('');
  const [tried, setTried] = useState(false);
  const add = useMutation({
    mutationFn: () => settingsApi.addFaqEntry(numberId, { question: asked.trim(), answer: answer.trim() }),
    onSuccess: (saved) => {
      queryClient.setQueryData(latoAiKeys.settings(numberId), saved);
      void queryClient.invalidateQueries({ queryKey: callAnalyticsKey });
      showToast({ color: 'teal', message: t`Answer added to the FAQ. The assistant gives it from now on.` });
      onClose();
    },
  });
  const refused = add.error ? refusalOf(add.error) : {};
  const questionError = tried && asked.trim() === '' ? t`Write the question.` : refused.question;
  const answerError = tried && answer.trim() === '' ? t`Write the answer the assistant should give.` : refused.answer;
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
            maxLength={FAQ_QUESTION_MAX}
            error={questionError}
            required
          />
          <Textarea
            label={t`Answer`}
            description={t`What the assistant says when a caller asks this.`}
            value={answer}
            onChange={(event) => setAnswer(event.currentTarget.value)}
            maxLength={FAQ_ANSWER_MAX}
            autosize
            minRows={3}
            error={answerError}
            required
            data-autofocus
          />
          {refused.form && (
            <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
              {refused.form}
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
