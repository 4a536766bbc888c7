import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { fieldErrorMessages } from '@/api/errors';
import { PAYMENT_REFERENCE_MAX, RECORDED_PAYMENT_METHODS, type Invoice, type PaymentFields } from '@/api/contract/invoices';
import { invoiceErrorMessage } from '@/features/invoices/invoice-errors';
import { invoiceKeys } from '@/features/invoices/invoice-queries';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { INVOICE_CODE_MESSAGES, PAYMENT_METHOD_LABELS } from '@/features/invoices/labels';
import { todayIso } from '@/board-kit/due-date';
import { DateField } from '@/ui/DateField';
import { useFormat } from '@/ui/format';
import { showToast } from '@/ui/toast';
import { currencyDecimals, decimalSeparatorOf, majorOf, minorOf } from '@/ui/money-amount';

const RECORD_FAILED = msg`Could not record the payment.`;

type Method = PaymentFields['method'];

/**
 * Records a payment received outside the provider (a transfer, cash): the amount starts at what is
 * left to pay; the server's refusals show on the fields they concern.
 */
export function RecordPaymentModal({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const { money } = useFormat();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<number | string>(majorOf(invoice.balance_minor, invoice.currency));
  const [method, setMethod] = useState<Method>('bank_transfer');
  const [paidOn, setPaidOn] = useState<string | null>(todayIso());
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { number, currency } = invoice;
  const balance = money(invoice.balance_minor, currency);
  const methods = RECORDED_PAYMENT_METHODS.map((value) => ({ value, label: i18n._(PAYMENT_METHOD_LABELS[value]) }));

  const close = () => {
    if (busy) return;
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    const typed = typeof amount === 'number' ? amount : Number.parseFloat(amount);
    const local: Record<string, string> = {};
    if (!Number.isFinite(typed) || typed <= 0) local.amount_minor = t`Enter an amount above zero.`;
    if (!paidOn) local.paid_on = t`Choose the day it was paid.`;
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await invoicesApi.recordPayment(invoice.id, {
        amount_minor: minorOf(typed, invoice.currency),
        method,
        paid_on: paidOn!,
        reference: reference.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      showToast({ color: 'teal', message: t`Payment recorded on ${number}.` });
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      const onFields = fieldErrorMessages(error, { codes: INVOICE_CODE_MESSAGES });
      // A field's refusal shows on its field; a refusal of the whole payment (no longer open, say) above them.
      if (Object.keys(onFields).length > 0) setErrors(onFields);
      else setFailure(invoiceErrorMessage(error, RECORD_FAILED));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Record a payment`}
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
          <NumberInput
            label={t`Amount (${currency})`}
            description={t`Left to pay: ${balance}`}
            value={amount}
            onChange={setAmount}
            decimalScale={currencyDecimals(invoice.currency)}
            decimalSeparator={decimalSeparatorOf(i18n.locale)}
            min={0}
            hideControls
            required
            error={errors.amount_minor}
            data-autofocus
          />
          <Select
            label={t`Method`}
            data={methods}
            value={method}
            onChange={(value) => value && setMethod(value as Method)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={errors.method}
          />
          <DateField label={t`Paid on`} value={paidOn} onChange={setPaidOn} clearable={false} required error={errors.paid_on} />
          <TextInput
            label={t`Reference`}
            description={t`The transfer's or receipt's reference, if any.`}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            maxLength={PAYMENT_REFERENCE_MAX}
            error={errors.reference}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              <Trans>Record payment</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
