import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Sparkline } from './Sparkline';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/ui/format';

interface Props {
  title: string;
  value: string;
  change: number;
  trend: number[];
  /** For bounce rate a fall is good news. */
  lowerIsBetter?: boolean;
}

export function StatCard({ title, value, change, trend, lowerIsBetter = false }: Props) {
  const { t } = useLingui();
  const good = lowerIsBetter ? change <= 0 : change >= 0;
  const changeText = useFormat().change(change);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Text size="sm" c="dimmed" fw={600}>
          {title}
        </Text>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Text fz={28} fw={700} lh={1}>
            <bdi>{value}</bdi>
          </Text>
          <Badge color={good ? 'teal' : 'red'} variant="light" aria-label={t`${changeText} since last month`}>
            <bdi>{changeText}</bdi>
          </Badge>
        </Group>
        <Sparkline data={trend} color={good ? 'teal' : 'red'} />
      </Stack>
    </Card>
  );
}
