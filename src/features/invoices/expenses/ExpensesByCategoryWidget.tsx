import { Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { ExpenseCategoryTotal } from '@/api/contract/expenses';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { DonutWithLegend, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { majorOf } from '@/ui/money-amount';
import { EXPENSE_CATEGORY_COLORS, EXPENSE_CATEGORY_LABELS } from './expense-labels';
import { expensesQuery } from './expenses-queries';

/** What the period's expenses went on: the phone network, the language models, hosting, software, the rest. */
export function ExpensesByCategoryWidget({ period, currency }: { period: DashboardPeriod; currency: InvoiceCurrency }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const expenses = useQuery(expensesQuery(period, currency));
  const money = (minor: number) => format.money(minor, currency);
  const columns: FigureColumn<ExpenseCategoryTotal>[] = [
    { label: t`Category`, value: (row) => i18n._(EXPENSE_CATEGORY_LABELS[row.category]) },
    { label: t`Amount`, value: (row) => row.amount_minor, text: (row) => money(row.amount_minor), numeric: true },
    { label: t`Expenses`, value: (row) => row.count, text: (row) => format.number(row.count), numeric: true },
    ...(period.compare
      ? [
          {
            label: t`Period before`,
            value: (row: ExpenseCategoryTotal) => row.previous_amount_minor,
            text: (row: ExpenseCategoryTotal) => money(row.previous_amount_minor ?? 0),
            numeric: true,
          },
        ]
      : []),
  ];
  return (
    <Widget
      title={t`Expenses by category`}
      query={expenses}
      // Compared, a period with nothing spent still shows what the period before spent.
      rows={(data) => (data.count > 0 || (data.previous_total_minor ?? 0) > 0 ? data.by_category : [])}
      columns={columns}
      fileName={`expenses-by-category-${currency}-${period.from}-${period.to}`}
      empty={t`No expense in ${currency} in this period.`}
      height={260}
    >
      {(data, rows) => {
        const total = money(data.total_minor);
        const previous = data.previous_total_minor === null ? null : money(data.previous_total_minor);
        return (
          <Stack gap="sm">
            <Text size="sm">
              <Trans>
                Spent: <bdi>{total}</bdi>
              </Trans>
              {previous !== null && (
                <Text span size="sm" c="dimmed">
                  {' · '}
                  <Trans>
                    period before: <bdi>{previous}</bdi>
                  </Trans>
                </Text>
              )}
            </Text>
            <DonutWithLegend
              slices={rows
                .filter((row) => row.amount_minor > 0)
                .map((row) => ({
                  name: i18n._(EXPENSE_CATEGORY_LABELS[row.category]),
                  // The chart's tooltip says the amount as a number: in the currency's units, not cents.
                  value: majorOf(row.amount_minor, currency),
                  share: data.total_minor > 0 ? row.amount_minor / data.total_minor : 0,
                  color: EXPENSE_CATEGORY_COLORS[row.category],
                }))}
            />
          </Stack>
        );
      }}
    </Widget>
  );
}
