import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CareersPositionRow } from '@/api/contract/careers-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { POSITION_STATUS_LABELS } from '@/features/careers/shared';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { careersPositionsQuery } from './careers-analytics-queries';

/** The positions, open ones first, with how many applied, are in progress and were hired. */
export function PositionsWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const positions = useQuery(careersPositionsQuery(period));
  const count = (value: number) => format.number(value);
  const columns: FigureColumn<CareersPositionRow>[] = [
    { label: t`Position`, value: (row) => row.title },
    { label: t`Department`, value: (row) => row.department },
    { label: t`Status`, value: (row) => i18n._(POSITION_STATUS_LABELS[row.status]) },
    { label: t`Closes`, value: (row) => row.closes_on, text: (row) => (row.closes_on ? format.day(row.closes_on) : '–') },
    { label: t`Applicants`, value: (row) => row.applicants, text: (row) => count(row.applicants), numeric: true },
    { label: t`In progress`, value: (row) => row.in_progress, text: (row) => count(row.in_progress), numeric: true },
    {
      label: t({ message: 'Hired', context: 'application stage' }),
      value: (row) => row.hired,
      text: (row) => count(row.hired),
      numeric: true,
    },
    {
      label: t`Received in the period`,
      value: (row) => row.received_in_period,
      text: (row) => count(row.received_in_period),
      numeric: true,
    },
  ];
  return (
    <Widget
      title={t`Positions`}
      query={positions}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`positions-${period.from}-${period.to}`}
      height={200}
      empty={<Trans>No position has been written yet.</Trans>}
      action={
        <Button component={Link} to="/dashboard/careers" variant="light" size="xs">
          <Trans>Manage positions</Trans>
        </Button>
      }
    />
  );
}
