import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CareersStages } from '@/api/contract/careers-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { STAGE_LABELS } from '@/features/careers/shared';
import { BarChart, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { careersStagesQuery } from './careers-analytics-queries';

type Row = CareersStages['rows'][number];

/** Where the period's applications stand now, stage by stage, with the pipeline board behind it. */
export function StagesWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const stages = useQuery(careersStagesQuery(period));
  const columns: FigureColumn<Row>[] = [
    { label: t`Stage`, value: (row) => i18n._(STAGE_LABELS[row.stage]) },
    { label: t`Applications`, value: (row) => row.applications, text: (row) => format.number(row.applications), numeric: true },
  ];
  return (
    <Widget
      title={t`Applications by stage`}
      query={stages}
      rows={(data) => (data.rows.some((row) => row.applications > 0) ? data.rows : [])}
      columns={columns}
      fileName={`applications-by-stage-${period.from}-${period.to}`}
      height={260}
      empty={<Trans>No application was received in this period.</Trans>}
      action={
        <Button component={Link} to="/dashboard/careers/applications" variant="light" size="xs">
          <Trans>Open the pipeline</Trans>
        </Button>
      }
    >
      {(_data, rows) => (
        <BarChart
          h={260}
          data={() => rows.map((row) => ({ stage: i18n._(STAGE_LABELS[row.stage]), applications: row.applications }))}
          dataKey="stage"
          series={[{ name: 'applications', label: t`Applications`, color: 'indigo.5' }]}
          valueFormatter={format.number}
          yAxisProps={{ width: 40, allowDecimals: false }}
        />
      )}
    </Widget>
  );
}
