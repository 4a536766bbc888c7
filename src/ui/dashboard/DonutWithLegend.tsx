import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormat } from '@/ui/format';
import { DonutChart } from './charts';

/** One slice: its name, its figure, its share of the whole (0 to 1) and its colour (`teal.6`). */
export interface DonutSlice {
  name: string;
  value: number;
  share: number;
  color: string;
}

/** A donut of shares with its legend beneath: each slice's colour, name and share. */
export function DonutWithLegend({ slices }: { slices: readonly DonutSlice[] }) {
  const format = useFormat();
  return (
    <Stack align="center">
      <DonutChart
        data={() => slices.map(({ name, value, color }) => ({ name, value, color }))}
        size={180}
        thickness={26}
        withLabelsLine={false}
        valueFormatter={format.number}
      />
      <SimpleGrid cols={2} spacing="lg" verticalSpacing={6} w="100%">
        {slices.map((slice) => (
          <Group key={slice.name} gap={6} wrap="nowrap">
            <div
              style={{
                width: 10,
                height: 10,
                borderRadius: 10,
                flex: 'none',
                background: `var(--mantine-color-${slice.color.replace('.', '-')})`,
              }}
            />
            <Text size="sm">{slice.name}</Text>
            <Text size="sm" c="dimmed" ms="auto">
              <bdi>{format.percent(slice.share)}</bdi>
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
