import { Group, Progress, RingProgress, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/ui/format';

const colorFor = (progress: number) => (progress >= 100 ? 'teal' : progress >= 50 ? 'blue' : 'indigo');

/** Progress as a ring with the percent inside (the cards). */
export function ProgressRing({ progress, size = 64 }: { progress: number; size?: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const percent = format.percent(progress / 100);
  return (
    <RingProgress
      size={size}
      thickness={6}
      roundCaps
      sections={[{ value: progress, color: colorFor(progress) }]}
      label={
        <Text ta="center" size="xs" fw={700}>
          <bdi>{percent}</bdi>
        </Text>
      }
      role="img"
      aria-label={t`Progress ${percent}`}
    />
  );
}

/** Progress as a bar with the percent beside it (the table and the compact list). */
export function ProgressBar({ progress }: { progress: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const percent = format.percent(progress / 100);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={progress}
        color={colorFor(progress)}
        size="sm"
        radius="xl"
        style={{ flex: 1, minWidth: 60 }}
        aria-label={t`Progress ${percent}`}
      />
      <Text size="xs" fw={600} w={48} ta="end">
        <bdi>{percent}</bdi>
      </Text>
    </Group>
  );
}
