import { ActionIcon, Button, Card, Group, Paper, Stack, Text, TextInput, Textarea, Title, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { FAQ_MAX, type AssistantSettings } from '@/api/contract/lato-ai';
import { useFormat } from '@/ui/format';

/**
 * The questions the assistant can answer word for word: added, edited, moved up or down (the
 * assistant prefers the first that fits) and removed.
 */
export function FaqEditor({
  form,
  field,
}: {
  form: UseFormReturnType<AssistantSettings>;
  /** A field's input props, with the server's reason on it: the settings form's own. */
  field(path: string): ReturnType<UseFormReturnType<AssistantSettings>['getInputProps']>;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const faq = form.getValues().faq;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={2} fz="h4">
            <Trans>Frequently asked questions</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>The assistant answers these as written. Put the most common first.</Trans>
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={faq.length >= FAQ_MAX}
          onClick={() => form.insertListItem('faq', { question: '', answer: '' })}
        >
          <Trans>Add a question</Trans>
        </Button>
      </Group>
      {faq.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          <Trans>No questions yet.</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Frequently asked questions`}>
          {faq.map((_, index) => {
            const number = format.number(index + 1);
            return (
              // Entries have no identity of their own: their place is their key, as in the form's paths.
              <Paper key={index} component="li" withBorder radius="md" p="sm" data-testid="faq-entry">
                <Group align="flex-start" gap="sm" wrap="nowrap">
                  <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                    <TextInput label={t`Question ${number}`} maxLength={300} dir="auto" {...field(`faq.${index}.question`)} />
                    <Textarea
                      label={t`Answer ${number}`}
                      dir="auto"
                      autosize
                      minRows={2}
                      maxLength={2000}
                      {...field(`faq.${index}.answer`)}
                    />
                  </Stack>
                  <Stack gap={4} mt={24}>
                    <Tooltip label={t`Move up`}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t`Move question ${number} up`}
                        disabled={index === 0}
                        onClick={() => form.reorderListItem('faq', { from: index, to: index - 1 })}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t`Move down`}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t`Move question ${number} down`}
                        disabled={index === faq.length - 1}
                        onClick={() => form.reorderListItem('faq', { from: index, to: index + 1 })}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t`Remove`}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t`Remove question ${number}`}
                        onClick={() => form.removeListItem('faq', index)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
