import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { MarketingChannels } from '@/api/contract/marketing';
import { BarChart, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { CHANNEL_LABELS } from './labels';
import { marketingChannelsQuery } from './marketing-queries';

type Row = MarketingChannels['rows'][number];

/** A channel's busiest referring sites, each with its visits in the given number format. */
const referrersOf = (row: Row, number: (value: number) => string) =>
  row.referrers.map((referrer) => `${referrer.domain} (${number(referrer.sessions)})`).join(', ');

/** The period's visits by the channel they came through, with each channel's busiest referring sites. */
export function ChannelsWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const channels = useQuery(marketingChannelsQuery(period));
  const compared = period.compare;
  const columns: FigureColumn<Row>[] = [
    { label: t`Channel`, value: (row) => i18n._(CHANNEL_LABELS[row.channel]) },
    { label: t`Visits`, value: (row) => row.sessions, text: (row) => format.number(row.sessions), numeric: true },
    ...(compared
      ? [
          {
            label: t`Previous period`,
            value: (row: Row) => row.previous_sessions,
            text: (row: Row) => format.number(row.previous_sessions ?? 0),
            numeric: true,
          },
        ]
      : []),
    {
      label: t`Top referring sites`,
      value: (row) => referrersOf(row, String),
      text: (row) => referrersOf(row, format.number) || '–',
    },
  ];
  return (
    <Widget
      title={t`Visits by channel`}
      query={channels}
      rows={(data) => (data.total_sessions > 0 ? data.rows : [])}
      columns={columns}
      fileName={`visits-by-channel-${period.from}-${period.to}`}
      empty={t`No visit in this period.`}
      height={280}
    >
      {(_data, rows) => (
        <Stack gap="sm">
          <BarChart
            h={280}
            data={() =>
              rows.map((row) => ({
                channel: i18n._(CHANNEL_LABELS[row.channel]),
                sessions: row.sessions,
                ...(compared ? { previous: row.previous_sessions ?? 0 } : {}),
              }))
            }
            dataKey="channel"
            series={[
              { name: 'sessions', label: t`Visits`, color: 'indigo.6' },
              ...(compared ? [{ name: 'previous', label: t`Previous period`, color: 'gray.5' }] : []),
            ]}
            valueFormatter={(value: number) => format.number(value)}
          />
          {/* The same sites are in the figures' table screen readers get: shown, not read twice. */}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" aria-hidden>
            {rows
              .filter((row) => row.referrers.length > 0)
              .map((row) => (
                <Text key={row.channel} size="xs" c="dimmed">
                  <Text span fw={600} size="xs">
                    {i18n._(CHANNEL_LABELS[row.channel])}
                  </Text>
                  {': '}
                  {referrersOf(row, format.number)}
                </Text>
              ))}
          </SimpleGrid>
        </Stack>
      )}
    </Widget>
  );
}
