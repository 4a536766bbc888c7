import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CONTACT_SOURCES } from '@/api/contract/contacts';
import type { CrmChannelPoint } from '@/api/contract/crm-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { CONTACT_SOURCE_LABELS } from '@/features/contacts';
import { BarChart, pointLabel, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { crmChannelsQuery } from './crm-queries';
import { SOURCE_COLORS } from './source-colors';

const total = (p: CrmChannelPoint) => CONTACT_SOURCES.reduce((sum, source) => sum + p[source], 0);

/** The period's leads by the channel they came through, stacked by day, week or month. */
export function LeadChannelsWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const channels = useQuery(crmChannelsQuery(period));
  const unit = channels.data?.unit ?? 'day';
  const label = (point: CrmChannelPoint) => pointLabel(i18n, format, unit, point.start);
  const columns: FigureColumn<CrmChannelPoint>[] = [
    { label: t`Period starting`, value: (p) => p.start, text: label },
    ...CONTACT_SOURCES.map((source) => ({
      label: i18n._(CONTACT_SOURCE_LABELS[source]),
      value: (p: CrmChannelPoint) => p[source],
      text: (p: CrmChannelPoint) => format.number(p[source]),
      numeric: true,
    })),
    { label: t`All leads`, value: total, text: (p) => format.number(total(p)), numeric: true },
  ];
  return (
    <Widget
      title={t`Leads by channel`}
      query={channels}
      rows={(data) => (data.points.some((p) => total(p) > 0) ? data.points : [])}
      columns={columns}
      fileName={`leads-by-channel-${period.from}-${period.to}`}
      empty={t`No new lead in this period.`}
      height={300}
    >
      {(_data, points) => (
        <BarChart
          h={300}
          type="stacked"
          data={() => points.map((p) => ({ label: label(p), call: p.call, sms: p.sms, inquiry: p.inquiry, import: p.import }))}
          dataKey="label"
          series={CONTACT_SOURCES.map((source) => ({
            name: source,
            label: i18n._(CONTACT_SOURCE_LABELS[source]),
            color: SOURCE_COLORS[source],
          }))}
          withLegend
          valueFormatter={format.number}
          yAxisProps={{ width: 40, allowDecimals: false }}
        />
      )}
    </Widget>
  );
}
