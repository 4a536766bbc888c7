import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ComparedFigure, DashboardPeriod } from '@/api/contract/dashboards';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { salesConversionQuery } from './sales-queries';

interface Row {
  step: string;
  figure: ComparedFigure;
  /** Of the period's sessions; null for the sessions themselves or without any. */
  share: number | null;
}

/** From the public site's visits to paid checkouts: how many took each step, and what share of the visits. */
export function ConversionWidget({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const format = useFormat();
  const conversion = useQuery(salesConversionQuery(period));
  const count = (value: number | null) => (value === null ? '–' : format.number(value));
  const columns: FigureColumn<Row>[] = [
    { label: t`Step`, value: (row) => row.step },
    { label: t`Count`, value: (row) => row.figure.value, text: (row) => count(row.figure.value), numeric: true },
    {
      label: t`Share of sessions`,
      value: (row) => row.share,
      text: (row) => (row.share === null ? '–' : format.rate(row.share)),
      numeric: true,
    },
    ...(period.compare
      ? [{ label: t`Before`, value: (row: Row) => row.figure.previous, text: (row: Row) => count(row.figure.previous), numeric: true }]
      : []),
  ];
  return (
    <Widget
      title={t`From visits to orders`}
      query={conversion}
      rows={(data) => {
        const sessions = data.sessions.value ?? 0;
        const of = (figure: ComparedFigure) => (sessions === 0 || figure.value === null ? null : figure.value / sessions);
        return sessions === 0 && (data.checkouts.value ?? 0) === 0
          ? []
          : [
              { step: t`Sessions`, figure: data.sessions, share: null },
              { step: t`Checkouts`, figure: data.checkouts, share: of(data.checkouts) },
              { step: t`Paid checkouts`, figure: data.paid_checkouts, share: of(data.paid_checkouts) },
            ];
      }}
      columns={columns}
      fileName={`conversion-${period.from}-${period.to}`}
      empty={t`No visit nor checkout in this period.`}
      height={160}
    />
  );
}
