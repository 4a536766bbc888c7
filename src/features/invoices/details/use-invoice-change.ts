import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { invoiceErrorMessage } from '@/features/invoices/invoice-errors';
import { invoiceKeys } from '@/features/invoices/invoice-queries';
import { showToast } from '@/ui/toast';

/**
 * Runs one of the invoice's actions: every invoices read is asked again once it is done (the list's
 * tabs and sums change with it), and a toast says how it went.
 */
export function useInvoiceChange() {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<string | null>(null);
  const run = async (
    name: string,
    change: () => Promise<unknown>,
    done: string,
    failed: MessageDescriptor,
    { changes = true }: { changes?: boolean } = {},
  ): Promise<boolean> => {
    setRunning(name);
    try {
      await change();
      // A download changes nothing: only a change has the invoices read again.
      if (changes) await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      showToast({ color: 'teal', message: done });
      return true;
    } catch (failure) {
      showToast({ color: 'red', message: invoiceErrorMessage(failure, failed) });
      return false;
    } finally {
      setRunning(null);
    }
  };
  return { running, run };
}
