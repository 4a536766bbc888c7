import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { TrafficPoint } from '@/api/contract/site-analytics';
import { AreaChart, pointLabel, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';

import { siteTrafficQuery } from './site-analytics-queries';

/** Page views and sessions over the period, by day, week or month; the period before beside them when compared. */
export function TrafficWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const traffic = useQuery(siteTrafficQuery(period));
  const unit = traffic.data?.unit ?? 'day';
  const label = (point: TrafficPoint) => pointLabel(i18n, format, unit, point.start);
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  const columns: FigureColumn<TrafficPoint>[] = [
    { label: t`Period starting`, value: (p) => p.start, text: label },
    { label: t`Page views`, value: (p) => p.page_views, text: (p) => count(p.page_views), numeric: true },
    { label: t`Sessions`, value: (p) => p.sessions, text: (p) => count(p.sessions), numeric: true },
    ...(period.compare
      ? [
          {
            label: t`Page views before`,
            value: (p: TrafficPoint) => p.previous_page_views,
            text: (p: TrafficPoint) => count(p.previous_page_views),
            numeric: true,
          },
          {
            label: t`Sessions before`,
            value: (p: TrafficPoint) => p.previous_sessions,
            text: (p: TrafficPoint) => count(p.previous_sessions),
            numeric: true,
          },
        ]
      : []),
  ];
  const hasViews = (points: readonly TrafficPoint[]) => points.some((p) => p.page_views > 0 || (p.previous_page_views ?? 0) > 0);
  return (
    <Widget
      title={t`Page views`}
      query={traffic}
      rows={(data) => (hasViews(data.points) ? data.points : [])}
      columns={columns}
      fileName={`page-views-${period.from}-${period.to}`}
      height={300}
    >
      {(_data, points) => (
        <AreaChart
          h={300}
          data={() => points.map((p) => ({ label: label(p), views: p.page_views, sessions: p.sessions, before: p.previous_page_views }))}
          dataKey="label"
          series={[
            { name: 'views', label: t`Page views`, color: 'indigo.6' },
            { name: 'sessions', label: t`Sessions`, color: 'cyan.6' },
            ...(period.compare ? [{ name: 'before', label: t`Page views before`, color: 'gray.5', strokeDasharray: '5 5' }] : []),
          ]}
          curveType="monotone"
          withLegend
          withGradient={false}
          valueFormatter={format.number}
          yAxisProps={{ width: 60 }}
        />
      )}
    </Widget>
  );
}
