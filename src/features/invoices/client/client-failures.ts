import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the client's invoices say when a call fails without a usable detail from the server. */
export const CLIENT_INVOICE_FAILURES = {
  list: msg`Could not load the invoices.`,
  download: msg`Could not download the invoice.`,
} satisfies Record<string, MessageDescriptor>;
