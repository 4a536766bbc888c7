import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconSend } from '@tabler/icons-react';
import { inquiryAnswerSchema, type InquiryDetail } from '@/api/contract/inquiries';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { LANGUAGE_LABELS } from '@/i18n/language-labels';
import { showToast } from '@/ui/toast';
import { ANSWER_FIELD_MESSAGES } from './field-messages';

const SEND_FAILED = msg`Could not send the answer.`;

/** The answer box: what is written here goes to the visitor by e-mail, in their language, and stays in the thread. */
export function AnswerForm({ inquiry, onAnswer }: { inquiry: InquiryDetail; onAnswer(body: string): Promise<void> }) {
  const { t, i18n } = useLingui();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const email = inquiry.email;
  const language = i18n._(LANGUAGE_LABELS[inquiry.language]);

  const send = async () => {
    const refused = checkFields(inquiryAnswerSchema, { body }, ANSWER_FIELD_MESSAGES).body;
    setError(refused);
    if (refused) return;
    setSending(true);
    try {
      await onAnswer(body);
      setBody('');
      showToast({ color: 'teal', message: t`Answer sent to ${email}.` });
    } catch (failure) {
      const onField = fieldErrorMessages(failure, ANSWER_FIELD_MESSAGES).body;
      if (onField) setError(onField);
      else showToast({ color: 'red', message: errorMessage(failure, SEND_FAILED) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t`Your answer`}
          description={t`Sent by e-mail to ${email}, in ${language}, and kept in this thread.`}
          autosize
          minRows={4}
          maxRows={14}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={error}
          disabled={sending}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending} leftSection={<IconSend size={16} aria-hidden />}>
            <Trans>Send answer</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
