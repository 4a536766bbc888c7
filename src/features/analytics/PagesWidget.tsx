import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { RANKED_ROWS_MAX, type DashboardPeriod } from '@/api/contract/dashboards';
import { Widget } from '@/ui/dashboard';
import { usePageColumns } from './page-columns';
import { sitePagesQuery } from './site-analytics-queries';

/** Every page of the period (the most viewed first): views, entrances, bounce rate, time on page. */
export function PagesWidget({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const pages = useQuery(sitePagesQuery(period, RANKED_ROWS_MAX));
  const { all } = usePageColumns();
  return (
    <Widget
      title={t`Pages`}
      query={pages}
      rows={(data) => data.rows}
      columns={all}
      fileName={`pages-${period.from}-${period.to}`}
      height={300}
    />
  );
}
