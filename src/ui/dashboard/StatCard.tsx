import type { ReactNode } from 'react';
import { Badge, Card, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ComparedFigure } from '@/api/contract/dashboards';
import { useFormat } from '@/ui/format';
import { changePercent } from './period';

interface Props {
  title: string;
  figure: ComparedFigure | undefined;
  /** The figure as the reader reads it: a count, a percentage, a duration. */
  format(value: number): string;
  /** For a bounce rate, a fall is good news. */
  lowerIsBetter?: boolean;
  /** Below the figure (a sparkline, a note). */
  children?: ReactNode;
}

/** A figure of today, not of the period: nothing to compare it with. */
export const uncompared = (value: number | null | undefined): ComparedFigure | undefined =>
  value === undefined ? undefined : { value, previous: null };

/** One headline figure of the period, with its change from the period before when compared. */
export function StatCard({ title, figure, format, lowerIsBetter = false, children }: Props) {
  const { t } = useLingui();
  const formats = useFormat();
  const change = figure ? changePercent(figure.value, figure.previous) : null;
  const good = change === null || (lowerIsBetter ? change <= 0 : change >= 0);
  const changeText = change === null ? '' : formats.change(change);
  const previousText = figure?.previous === null || figure?.previous === undefined ? '' : format(figure.previous);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed" fw={600} component="h2">
          {title}
        </Text>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          {figure ? (
            <Text fz={28} fw={700} lh={1}>
              <bdi>{figure.value === null ? '–' : format(figure.value)}</bdi>
            </Text>
          ) : (
            <Skeleton h={28} w={90} />
          )}
          {change !== null && (
            // The colour says whether the change is good news; the hidden words say it to everyone.
            <Badge color={good ? 'teal' : 'red'} variant="light">
              <bdi aria-hidden>{changeText}</bdi>
              <VisuallyHidden>
                {good
                  ? t`${changeText} from the period before (${previousText}), for the better`
                  : t`${changeText} from the period before (${previousText}), for the worse`}
              </VisuallyHidden>
            </Badge>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
