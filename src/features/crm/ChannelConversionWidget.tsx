import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CrmChannels } from '@/api/contract/crm-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { CONTACT_SOURCE_LABELS } from '@/features/contacts';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { crmChannelsQuery } from './crm-queries';

type Row = CrmChannels['rows'][number];

/** Each channel's leads of the period and how many of them became customers. */
export function ChannelConversionWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const channels = useQuery(crmChannelsQuery(period));
  const rate = (row: Row) => (row.leads > 0 ? row.won / row.leads : null);
  const columns: FigureColumn<Row>[] = [
    { label: t`Channel`, value: (row) => i18n._(CONTACT_SOURCE_LABELS[row.source]) },
    { label: t`Leads`, value: (row) => row.leads, text: (row) => format.number(row.leads), numeric: true },
    { label: t`Won`, value: (row) => row.won, text: (row) => format.number(row.won), numeric: true },
    {
      label: t`Conversion`,
      value: (row) => rate(row),
      text: (row) => (rate(row) === null ? '–' : format.percent(rate(row)!)),
      numeric: true,
    },
  ];
  return (
    <Widget
      title={t`Conversion by channel`}
      query={channels}
      rows={(data) => (data.rows.some((row) => row.leads > 0) ? data.rows : [])}
      columns={columns}
      fileName={`conversion-by-channel-${period.from}-${period.to}`}
      empty={t`No new lead in this period.`}
      height={200}
    />
  );
}
