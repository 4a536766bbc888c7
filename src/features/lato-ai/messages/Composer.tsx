import { useState } from 'react';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconSend } from '@tabler/icons-react';
import { SMS_BODY_MAX } from '@/api/contract/lato-ai';
import { useFormat } from '@/ui/format';
import { useFlipInRtl } from '@/ui/use-flip-in-rtl';

/**
 * Where an SMS is written: Enter sends, Shift+Enter starts a new line; the length is counted against
 * the limit. With a reason why nothing can be sent, it is disabled and says that reason instead.
 */
export function Composer({ onSend, cannotSend }: { onSend(body: string): void; cannotSend?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const flip = useFlipInRtl();
  const [body, setBody] = useState('');
  const send = () => {
    if (!body.trim() || cannotSend) return;
    onSend(body);
    setBody('');
  };
  return (
    <Group gap="xs" align="flex-end" p="sm" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Textarea
        aria-label={t`Message`}
        dir="auto"
        placeholder={t`Write a message…`}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={SMS_BODY_MAX}
        disabled={cannotSend !== undefined}
        style={{ flex: 1 }}
        description={
          cannotSend ??
          (body.length > SMS_BODY_MAX * 0.8 ? (
            <Text span size="xs" c={body.length >= SMS_BODY_MAX ? 'red' : 'dimmed'}>
              {format.number(body.length)} / {format.number(SMS_BODY_MAX)}
            </Text>
          ) : undefined)
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <ActionIcon size="lg" variant="filled" aria-label={t`Send`} onClick={send} disabled={!body.trim() || cannotSend !== undefined} mb={4}>
        <IconSend size={18} style={flip} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
