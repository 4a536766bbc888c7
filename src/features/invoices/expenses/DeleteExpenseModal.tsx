import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@/api/contract/expenses';
import { errorMessage } from '@/api/errors';
import { useFormat } from '@/ui/format';
import { showToast } from '@/ui/toast';
import { expensesApi } from './expenses-api';
import { afterExpenseChange } from './expenses-queries';

const DELETE_FAILED = msg`Could not delete the expense.`;

/** Asks before an expense and its receipt are deleted for good; the audit log keeps that it was. */
export function DeleteExpenseModal({ expense, onClose }: { expense: Expense | null; onClose(): void }) {
  const { t } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const remove = async (target: Expense) => {
    setBusy(true);
    setFailure(null);
    try {
      await expensesApi.remove(target.id);
      await afterExpenseChange(queryClient);
      const vendor = target.vendor;
      showToast({ color: 'teal', message: t`Deleted the expense from ${vendor}.` });
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(errorMessage(error, DELETE_FAILED));
    }
  };
  const vendor = expense?.vendor ?? '';
  const amount = expense ? format.money(expense.amount_minor, expense.currency) : '';
  const day = expense ? format.day(expense.spent_on) : '';
  return (
    <Modal
      opened={expense !== null}
      onClose={close}
      title={t`Delete this expense?`}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Text size="sm">
          <Trans>
            <bdi>{amount}</bdi> paid to <bdi>{vendor}</bdi> on {day} and its receipt are deleted for good. The audit log keeps a note that
            it was.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={busy} onClick={() => expense && void remove(expense)} data-autofocus>
            <Trans>Delete expense</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
