import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { OnboardingRow } from '@/api/contract/logistics-analytics';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { STAGE_LABELS } from './labels';
import { onboardingQuery } from './logistics-queries';

const organisationLink = (row: OnboardingRow) => (
  <Anchor component={RouterAnchor} href={`/dashboard/organisations/${row.organisation.id}`} size="sm">
    <bdi>{row.organisation.name}</bdi>
  </Anchor>
);

/** Each new client of the period with the day it reached each stage, the newest first, each a link to the client. */
export function NewClientsWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const onboarding = useQuery(onboardingQuery(period));
  const day = (moment: string | null) => (moment === null ? '–' : format.date(moment));
  const stageColumn = (label: string, moment: (row: OnboardingRow) => string | null): FigureColumn<OnboardingRow> => ({
    label,
    value: (row) => moment(row),
    text: (row) => day(moment(row)),
  });
  const columns: FigureColumn<OnboardingRow>[] = [
    { label: t`Client`, value: (row) => row.organisation.name, cell: organisationLink },
    { label: t`Stage`, value: (row) => i18n._(STAGE_LABELS[row.stage]) },
    stageColumn(i18n._(STAGE_LABELS.joined), (row) => row.joined_at),
    stageColumn(i18n._(STAGE_LABELS.paid), (row) => row.paid_at),
    stageColumn(i18n._(STAGE_LABELS.provisioned), (row) => row.provisioned_at),
    stageColumn(i18n._(STAGE_LABELS.configured), (row) => row.configured_at),
    stageColumn(i18n._(STAGE_LABELS.live), (row) => row.live_at),
  ];
  return (
    <Widget
      title={t`New clients`}
      query={onboarding}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`new-clients-${period.from}-${period.to}`}
      empty={t`No client joined in this period.`}
      height={200}
    />
  );
}
