import { Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconListCheck } from '@tabler/icons-react';

/** "3/5" with a checklist icon, teal once all are done; nothing for a task without a checklist. */
export function ChecklistProgress({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  if (total === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" c={done === total ? 'teal' : 'dimmed'} aria-label={t`Checklist ${done} of ${total} done`}>
      <IconListCheck size={14} aria-hidden />
      <Text size="xs">
        <bdi>
          {done}/{total}
        </bdi>
      </Text>
    </Group>
  );
}
