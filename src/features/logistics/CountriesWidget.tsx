import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { countryName } from '@/i18n/country-name';
import { BarChart, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { countriesQuery } from './logistics-queries';

interface Row {
  country: string | null;
  calls: number;
  share: number;
}

/** Where the period's callers call from, by their number's country, the most calls first. */
export function CountriesWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const countries = useQuery(countriesQuery(period));
  const name = (row: Row) => (row.country === null ? t`Unknown or withheld` : countryName(row.country, i18n.locale));
  const columns: FigureColumn<Row>[] = [
    { label: t`Country`, value: (row) => row.country ?? '', text: name },
    { label: t`Calls`, value: (row) => row.calls, text: (row) => format.number(row.calls), numeric: true },
    { label: t`Share`, value: (row) => row.share, text: (row) => format.percent(row.share), numeric: true },
  ];
  return (
    <Widget
      title={t`Calls by the caller's country`}
      query={countries}
      rows={(data) => data.rows.map((row) => ({ ...row, share: data.total === 0 ? 0 : row.calls / data.total }))}
      columns={columns}
      fileName={`calls-by-country-${period.from}-${period.to}`}
      empty={t`No call in this period.`}
      height={260}
    >
      {(_data, rows) => (
        <BarChart
          h={260}
          orientation="vertical"
          data={() => rows.map((row) => ({ country: name(row), calls: row.calls }))}
          dataKey="country"
          series={[{ name: 'calls', label: t`Calls`, color: 'indigo.6' }]}
          valueFormatter={format.number}
          yAxisProps={{ width: 120 }}
          xAxisProps={{ allowDecimals: false }}
        />
      )}
    </Widget>
  );
}
