import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { CHANNELS, type ChannelPoint } from '@/api/contract/logistics-analytics';
import { BarChart, pointLabel, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { CHANNEL_COLORS, CHANNEL_LABELS } from './labels';
import { channelsQuery } from './logistics-queries';

const total = (p: ChannelPoint) => p.voice + p.sms + p.web;

/** How customers reached the clients over the period: calls, texts and the contact form, stacked by day, week or month. */
export function ChannelsWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const channels = useQuery(channelsQuery(period));
  const unit = channels.data?.unit ?? 'day';
  const label = (point: ChannelPoint) => pointLabel(i18n, format, unit, point.start);
  const columns: FigureColumn<ChannelPoint>[] = [
    { label: t`Period starting`, value: (p) => p.start, text: label },
    ...CHANNELS.map((channel) => ({
      label: i18n._(CHANNEL_LABELS[channel]),
      value: (p: ChannelPoint) => p[channel],
      text: (p: ChannelPoint) => format.number(p[channel]),
      numeric: true,
    })),
    { label: t`All channels`, value: total, text: (p) => format.number(total(p)), numeric: true },
  ];
  return (
    <Widget
      title={t`Channel mix`}
      query={channels}
      rows={(data) => (data.points.some((p) => total(p) > 0) ? data.points : [])}
      columns={columns}
      fileName={`channel-mix-${period.from}-${period.to}`}
      height={300}
    >
      {(_data, points) => (
        <BarChart
          h={300}
          type="stacked"
          data={() => points.map((p) => ({ label: label(p), voice: p.voice, sms: p.sms, web: p.web }))}
          dataKey="label"
          series={CHANNELS.map((channel) => ({ name: channel, label: i18n._(CHANNEL_LABELS[channel]), color: CHANNEL_COLORS[channel] }))}
          withLegend
          valueFormatter={format.number}
          yAxisProps={{ width: 40, allowDecimals: false }}
        />
      )}
    </Widget>
  );
}
