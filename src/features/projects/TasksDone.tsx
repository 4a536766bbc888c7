import { Text, type TextProps } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { TaskCounts } from '@/api/contract/projects';

/** "7 of 16 tasks done": the tasks not archived. */
export function TasksDone({ counts, ...props }: { counts: TaskCounts } & TextProps) {
  const { DONE: done, total } = counts;
  return (
    <Text size="xs" c="dimmed" {...props}>
      <bdi>
        <Trans>
          {done} of {total} tasks done
        </Trans>
      </bdi>
    </Text>
  );
}
