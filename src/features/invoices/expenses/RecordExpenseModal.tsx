import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_DESCRIPTION_MAX,
  EXPENSE_VENDOR_MAX,
  RECEIPT_TYPES,
  type ExpenseCategory,
} from '@/api/contract/expenses-values';
import { INVOICE_CURRENCIES, type InvoiceCurrency } from '@/api/contract/invoices-values';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { todayIso } from '@/board-kit/due-date';
import { DateField } from '@/ui/DateField';
import { currencyDecimals, decimalSeparatorOf, majorOf, minorOf } from '@/ui/money-amount';
import { showToast } from '@/ui/toast';
import { EXPENSE_CATEGORY_LABELS, EXPENSE_FIELD_MESSAGES } from './expense-labels';
import { expensesApi } from './expenses-api';
import { afterExpenseChange } from './expenses-queries';

const RECORD_FAILED = msg`Could not record the expense.`;

interface Draft {
  spentOn: string | null;
  category: ExpenseCategory;
  vendor: string;
  description: string;
  amount: number | string;
  currency: InvoiceCurrency;
  receipt: File | null;
}

/**
 * A new currency for the draft, with the typed amount cut to that currency's decimals: what the
 * field shows is what is sent (12.345 dinars become 12.35 dollars, not a silent rounding later).
 */
function inCurrency(amount: number | string, currency: InvoiceCurrency): Partial<Draft> {
  const typed = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  if (!Number.isFinite(typed)) return { currency };
  return { currency, amount: majorOf(minorOf(typed, currency), currency) };
}

const emptyDraft = (currency: InvoiceCurrency): Draft => ({
  spentOn: todayIso(),
  category: 'telephony',
  vendor: '',
  description: '',
  amount: '',
  currency,
  receipt: null,
});

/**
 * Records what the agency paid, with its receipt: checked here for what a person forgets (the
 * vendor, the amount, the file), by the server for the rest, each refusal on its field.
 */
export function RecordExpenseModal({ currency, opened, onClose }: { currency: InvoiceCurrency; opened: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const categories = EXPENSE_CATEGORIES.map((value) => ({ value, label: i18n._(EXPENSE_CATEGORY_LABELS[value]) }));

  const close = () => {
    if (busy) return;
    setDraft(emptyDraft(currency));
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    const typed = typeof draft.amount === 'number' ? draft.amount : Number.parseFloat(draft.amount);
    const local: Record<string, string> = {};
    if (!draft.spentOn) local.spent_on = t`Choose the day it was paid.`;
    if (!draft.vendor.trim()) local.vendor = t`Say who was paid.`;
    if (!Number.isFinite(typed) || typed <= 0) local.amount_minor = t`Enter an amount above zero.`;
    if (!draft.receipt) local.receipt = t`Attach the receipt: a PDF, or a photo or screenshot of it.`;
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await expensesApi.record(
        {
          spent_on: draft.spentOn!,
          category: draft.category,
          vendor: draft.vendor.trim(),
          description: draft.description.trim(),
          amount_minor: minorOf(typed, draft.currency),
          currency: draft.currency,
        },
        draft.receipt!,
      );
      await afterExpenseChange(queryClient);
      const vendor = draft.vendor.trim();
      showToast({ color: 'teal', message: t`Recorded the expense from ${vendor}.` });
      setBusy(false);
      close();
    } catch (error) {
      setBusy(false);
      const onFields = fieldErrorMessages(error, EXPENSE_FIELD_MESSAGES);
      if (Object.keys(onFields).length > 0) setErrors(onFields);
      else setFailure(errorMessage(error, RECORD_FAILED));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Record an expense`}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <DateField
            label={t`Paid on`}
            value={draft.spentOn}
            onChange={(spentOn) => change({ spentOn })}
            clearable={false}
            required
            error={errors.spent_on}
            data-autofocus
          />
          <Select
            label={t`Category`}
            data={categories}
            value={draft.category}
            onChange={(value) => value && change({ category: value as ExpenseCategory })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={errors.category}
          />
          <TextInput
            label={t`Vendor`}
            description={t`Who was paid: Twilio, OpenAI, the hosting provider.`}
            value={draft.vendor}
            onChange={(event) => change({ vendor: event.currentTarget.value })}
            maxLength={EXPENSE_VENDOR_MAX}
            required
            error={errors.vendor}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t`Amount`}
              value={draft.amount}
              onChange={(amount) => change({ amount })}
              decimalScale={currencyDecimals(draft.currency)}
              decimalSeparator={decimalSeparatorOf(i18n.locale)}
              min={0}
              hideControls
              required
              error={errors.amount_minor}
            />
            <Select
              label={t`Currency`}
              data={[...INVOICE_CURRENCIES]}
              value={draft.currency}
              onChange={(value) => value && change(inCurrency(draft.amount, value as InvoiceCurrency))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={errors.currency}
            />
          </Group>
          <Textarea
            label={t`Description`}
            description={t`What it paid for: the month, the numbers, the model.`}
            value={draft.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
            maxLength={EXPENSE_DESCRIPTION_MAX}
            autosize
            minRows={2}
            error={errors.description}
          />
          <FileInput
            label={t`Receipt`}
            description={t`A PDF, or a PNG, JPEG or WebP image, up to 10 MB.`}
            placeholder={t`Choose a file`}
            accept={RECEIPT_TYPES.join(',')}
            value={draft.receipt}
            onChange={(receipt) => change({ receipt })}
            leftSection={<IconReceipt size={16} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': t`Remove the receipt` }}
            required
            error={errors.receipt}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              <Trans>Record expense</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
