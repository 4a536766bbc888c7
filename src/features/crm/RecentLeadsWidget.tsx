import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@/api/contract/contacts';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { CONTACT_SOURCE_LABELS, CONTACT_STATUS_LABELS } from '@/features/contacts';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { crmRecentQuery } from './crm-queries';

/** The period's newest leads: who, for which business, through which channel, and where each stands. */
export function RecentLeadsWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const recent = useQuery(crmRecentQuery(period));
  const columns: FigureColumn<Contact>[] = [
    { label: t`Lead`, value: (row) => row.name || row.phone || row.email || '' },
    { label: t`Business`, value: (row) => row.organisation?.name ?? t`The agency` },
    { label: t`Channel`, value: (row) => i18n._(CONTACT_SOURCE_LABELS[row.source]) },
    { label: t`Status`, value: (row) => i18n._(CONTACT_STATUS_LABELS[row.status]) },
    { label: t`Owner`, value: (row) => row.owner?.name ?? '–' },
    { label: t`First seen`, value: (row) => row.first_seen_at, text: (row) => format.dateTime(row.first_seen_at) },
  ];
  return (
    <Widget
      title={t`Recent leads`}
      query={recent}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`recent-leads-${period.from}-${period.to}`}
      empty={t`No new lead in this period.`}
      height={200}
    />
  );
}
