import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { Sparkline } from './charts';
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
          <Badge color={good ? 'teal' : 'red'} variant="light" aria-label={t`Change from last month: ${changeText}`}>
            <bdi>{changeText}</bdi>
          </Badge>
        </Group>
        {/* A picture of the trend the numbers above already say: hidden from screen readers, and inert so nothing in it takes focus. */}
        <Box aria-hidden inert>
          <Sparkline h={48} data={trend} curveType="monotone" color={good ? 'teal' : 'red'} fillOpacity={0.25} strokeWidth={2} />
        </Box>
      </Stack>
    </Card>
  );
}
