import { Box, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/ui/format';

/** One weekday (Monday 1 to Sunday 7) and its 24 hours' figures. */
export interface WeekdayHours {
  weekday: number;
  values: readonly number[];
}

/** Monday to Sunday: the reader's locale names the day (1 January 2024 was a Monday). */
export const weekdayName = (locale: string, weekday: number, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));

/** An hour of the day as the reader writes it: "14:00". */
export const hourName = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const LABELLED_HOURS = new Set([0, 6, 12, 18]);

/**
 * A week as seven rows of 24 hours, each cell as dark as its figure is large among them: when
 * things happen. A picture: its widget gives the figures as a table. Read right to left, the hours
 * run from the right, as the page does.
 */
export function HourHeatmap({ rows, color = 'teal' }: { rows: readonly WeekdayHours[]; color?: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const largest = Math.max(1, ...rows.flatMap((row) => row.values));
  // An empty hour is the card itself with an outline; the first call is already a clear shade,
  // mixed with the card's own colour, so low counts read in either scheme.
  const shade = (value: number) =>
    `color-mix(in srgb, var(--mantine-color-${color}-6) ${Math.round(30 + (70 * value) / largest)}%, var(--mantine-color-body))`;
  const cell = (value: number) =>
    value === 0
      ? { background: 'transparent', outline: '1px solid var(--mantine-color-default-border)', outlineOffset: -1 }
      : { background: shade(value) };
  const least = format.number(0);
  const most = format.number(largest);
  return (
    <>
      <Box style={{ display: 'grid', gridTemplateColumns: 'auto repeat(24, minmax(0, 1fr))', gap: 2, alignItems: 'center' }}>
        {rows.map((row) => {
          const day = weekdayName(i18n.locale, row.weekday, 'short');
          return [
            <Text key={`${row.weekday}`} size="xs" c="dimmed" pe={6}>
              {day}
            </Text>,
            ...row.values.map((value, hour) => {
              const at = hourName(hour);
              const figure = format.number(value);
              return (
                <Box
                  key={`${row.weekday}-${hour}`}
                  title={t`${day} ${at}: ${figure}`}
                  style={{ aspectRatio: '1', minHeight: 8, borderRadius: 2, ...cell(value) }}
                />
              );
            }),
          ];
        })}
        <span />
        {Array.from({ length: 24 }, (_, hour) => (
          <Text key={hour} size="xs" c="dimmed" style={{ overflow: 'visible', whiteSpace: 'nowrap' }}>
            {LABELLED_HOURS.has(hour) ? String(hour) : ''}
          </Text>
        ))}
      </Box>
      <Group gap={6} mt="sm" justify="flex-end" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {least}
        </Text>
        {[0, 0.25, 0.5, 0.75, 1].map((part) => (
          <Box key={part} w={14} h={10} style={{ borderRadius: 2, ...cell(part === 0 ? 0 : Math.max(1, Math.round(part * largest))) }} />
        ))}
        <Text size="xs" c="dimmed">
          {most}
        </Text>
      </Group>
    </>
  );
}
