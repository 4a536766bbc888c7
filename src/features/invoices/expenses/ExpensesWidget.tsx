import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus, IconReceipt, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { Expense } from '@/api/contract/expenses';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { problemOf } from '@/api/problem';
import { useSayProblem } from '@/i18n/use-say-problem';
import { FiguresTable, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { saveFile } from '@/ui/save-file';
import { showToast } from '@/ui/toast';
import { DeleteExpenseModal } from './DeleteExpenseModal';
import { EXPENSE_CATEGORY_LABELS } from './expense-labels';
import { expensesApi } from './expenses-api';
import { expensesQuery } from './expenses-queries';
import { RecordExpenseModal } from './RecordExpenseModal';

const DOWNLOAD_FAILED = msg`Could not download the receipt.`;

/** The receipt's download and the expense's delete, on its row. */
function ExpenseActions({ expense, onDelete }: { expense: Expense; onDelete(expense: Expense): void }) {
  const { t } = useLingui();
  const format = useFormat();
  const sayProblem = useSayProblem();
  const [downloading, setDownloading] = useState(false);
  const { vendor } = expense;
  const day = format.day(expense.spent_on);
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await expensesApi.receipt(expense.id);
      saveFile(blob, fileName ?? expense.receipt.name);
    } catch (error) {
      showToast({ color: 'red', message: sayProblem(problemOf(error, DOWNLOAD_FAILED)) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconReceipt size={14} aria-hidden />}
        loading={downloading}
        onClick={() => void download()}
        aria-label={t`Download the receipt from ${vendor} of ${day}`}
      >
        <Trans>Receipt</Trans>
      </Button>
      <Tooltip label={t`Delete`}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t`Delete the expense from ${vendor} of ${day}`}
          onClick={() => onDelete(expense)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

const actionsCell = (onDelete: (expense: Expense) => void) =>
  function ActionsCell(expense: Expense) {
    return <ExpenseActions expense={expense} onDelete={onDelete} />;
  };

/**
 * The period's expenses in the currency, the latest first, each with its receipt; new ones are
 * recorded here with their receipt, and a mistaken one deleted after asking.
 */
export function ExpensesWidget({ period, currency }: { period: DashboardPeriod; currency: InvoiceCurrency }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const expenses = useQuery(expensesQuery(period, currency));
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const columns: FigureColumn<Expense>[] = [
    { label: t`Paid on`, value: (row) => row.spent_on, text: (row) => format.day(row.spent_on) },
    { label: t`Category`, value: (row) => i18n._(EXPENSE_CATEGORY_LABELS[row.category]) },
    { label: t`Vendor`, value: (row) => row.vendor },
    { label: t`Description`, value: (row) => row.description },
    { label: t`Amount`, value: (row) => row.amount_minor, text: (row) => format.money(row.amount_minor, row.currency), numeric: true },
    { label: t`Recorded by`, value: (row) => row.recorded_by ?? '', text: (row) => row.recorded_by ?? t`A former user` },
    { label: t`Receipt`, value: (row) => row.receipt.name, cell: actionsCell(setDeleting), numeric: true },
  ];
  const title = t`Expenses`;
  return (
    <>
      <Widget
        title={title}
        query={expenses}
        rows={(data) => data.rows}
        columns={columns}
        fileName={`expenses-${currency}-${period.from}-${period.to}`}
        empty={t`No expense in ${currency} in this period.`}
        height={260}
        readable
        action={
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setRecording(true)}>
            <Trans>Record an expense</Trans>
          </Button>
        }
      >
        {(data, rows) => {
          const shown = rows.length;
          const all = data.count;
          return (
            <Stack gap="xs">
              <FiguresTable title={title} rows={rows} columns={columns} hidden={false} />
              {all > shown && (
                <Text size="xs" c="dimmed">
                  <Trans>
                    The latest {shown} of {all} expenses; the totals count them all.
                  </Trans>
                </Text>
              )}
            </Stack>
          );
        }}
      </Widget>
      <RecordExpenseModal key={currency} currency={currency} opened={recording} onClose={() => setRecording(false)} />
      <DeleteExpenseModal expense={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
