import { useRef, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { IconCreditCard } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { invoiceCodeOf, invoiceErrorMessage } from '@/features/invoices/invoice-errors';
import { invoiceKeys } from '@/features/invoices/invoice-queries';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { useFormat } from '@/ui/format';
import { showToast } from '@/ui/toast';

const PAY_FAILED = msg`Could not start the payment.`;

/**
 * An owner pays what is left of an open invoice on the provider's page. The idempotency key is made
 * once per attempt, for this invoice and balance: a double click or a retry after a failure answers
 * the same payment page; a balance changed meanwhile (a payment recorded) is a new attempt.
 */
export function PayInvoiceButton({
  invoice,
  ...props
}: { invoice: { id: number; balance_minor: number; currency: string } } & Omit<ButtonProps, 'children' | 'onClick' | 'loading'>) {
  const { money } = useFormat();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ for: string; key: string } | null>(null);
  const pay = async () => {
    const fingerprint = `${invoice.id}:${invoice.balance_minor}:${invoice.currency}`;
    if (attempt.current?.for !== fingerprint) attempt.current = { for: fingerprint, key: crypto.randomUUID() };
    setBusy(true);
    try {
      const { payment_url } = await invoicesApi.pay(invoice.id, attempt.current.key);
      // Off to the provider: the button stays busy until the page is gone.
      window.location.assign(payment_url);
    } catch (failure) {
      setBusy(false);
      showToast({ color: 'red', message: invoiceErrorMessage(failure, PAY_FAILED) });
      // Paid in part or in whole meanwhile: the invoice is read again, and its new balance is a new attempt.
      if (invoiceCodeOf(failure) === 'balance_changed' || invoiceCodeOf(failure) === 'invoice_not_open')
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    }
  };
  const amount = money(invoice.balance_minor, invoice.currency);
  return (
    <Button leftSection={<IconCreditCard size={16} aria-hidden />} {...props} loading={busy} onClick={() => void pay()}>
      <Trans>Pay {amount}</Trans>
    </Button>
  );
}
