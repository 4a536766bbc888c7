import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { OnboardingStage } from '@/api/contract/logistics-analytics';
import { BarChart, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { STAGE_LABELS } from './labels';
import { onboardingQuery } from './logistics-queries';

interface Row {
  stage: OnboardingStage;
  organisations: number;
}

/** The new clients of the period by how far their onboarding has come: joined, paid, number assigned, assistant set up, live. */
export function OnboardingWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const onboarding = useQuery(onboardingQuery(period));
  const columns: FigureColumn<Row>[] = [
    { label: t`Stage`, value: (row) => i18n._(STAGE_LABELS[row.stage]) },
    { label: t`Clients`, value: (row) => row.organisations, text: (row) => format.number(row.organisations), numeric: true },
  ];
  return (
    <Widget
      title={t`Onboarding of new clients`}
      query={onboarding}
      rows={(data) => (data.stages.some((row) => row.organisations > 0) ? data.stages : [])}
      columns={columns}
      fileName={`onboarding-${period.from}-${period.to}`}
      empty={t`No client joined in this period.`}
      height={260}
    >
      {(_data, rows) => (
        <BarChart
          h={260}
          data={() => rows.map((row) => ({ stage: i18n._(STAGE_LABELS[row.stage]), clients: row.organisations }))}
          dataKey="stage"
          series={[{ name: 'clients', label: t`Clients`, color: 'violet.6' }]}
          valueFormatter={format.number}
          yAxisProps={{ width: 40, allowDecimals: false }}
        />
      )}
    </Widget>
  );
}
