import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFieldErrors } from '@/api/errors';
import { LATO_AI_FIELD_MESSAGES } from '@/features/lato-ai/settings/field-messages';
import { countryOf, toE164 } from '@/lib/phone';

/** Asks for the customer's number to write to; a number without its country code is read as one of the line's country. */
export function NewConversation({
  opened,
  onClose,
  ourNumber,
  onStart,
}: {
  opened: boolean;
  onClose(): void;
  ourNumber: string;
  onStart(customer: string): void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t`New message`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const e164 = toE164(value, countryOf(ourNumber));
          if (!e164) return setError(describeFieldErrors({ to: ['invalid_phone'] }, LATO_AI_FIELD_MESSAGES).to!);
          setValue('');
          setError(null);
          onStart(e164);
        }}
      >
        <Stack>
          <TextInput
            label={t`Customer's phone number`}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            data-autofocus
            value={value}
            error={error}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit">
              <Trans>Open the conversation</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
