import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  InvoiceEventKind,
  InvoiceFieldCode,
  InvoiceOrigin,
  InvoicePaymentMethod,
  InvoiceStatus,
  UsageMetric,
} from '@/api/contract/invoices';

/** In Spanish an invoice (factura) is feminine: its words carry their own context. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'invoice status' }),
  sent: msg({ message: 'Sent', context: 'invoice status' }),
  partially_paid: msg({ message: 'Partially paid', context: 'invoice status' }),
  overdue: msg({ message: 'Overdue', context: 'invoice status' }),
  paid: msg({ message: 'Paid', context: 'invoice status' }),
  void: msg({ message: 'Void', context: 'invoice status' }),
};

/** Badge colours chosen to pass contrast in both themes as dot badges (the text keeps its colour). */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  partially_paid: 'yellow',
  overdue: 'red',
  paid: 'teal',
  void: 'dark',
};

export const INVOICE_ORIGIN_LABELS: Record<InvoiceOrigin, MessageDescriptor> = {
  manual: msg`Written by staff`,
  order: msg`Shop order`,
  usage: msg`Monthly usage`,
};

export const PAYMENT_METHOD_LABELS: Record<InvoicePaymentMethod, MessageDescriptor> = {
  bank_transfer: msg`Bank transfer`,
  card: msg`Card`,
  cash: msg`Cash`,
  cheque: msg`Cheque`,
  other: msg`Other`,
  provider: msg`Paid online`,
};

export const INVOICE_EVENT_LABELS: Record<InvoiceEventKind, MessageDescriptor> = {
  created: msg({ message: 'Created', context: 'invoice event' }),
  updated: msg({ message: 'Edited', context: 'invoice event' }),
  sent: msg({ message: 'Sent', context: 'invoice event' }),
  reminded: msg`Reminder sent`,
  payment: msg`Payment recorded`,
  paid: msg({ message: 'Paid in full', context: 'invoice event' }),
  overdue: msg({ message: 'Overdue', context: 'invoice event' }),
  voided: msg({ message: 'Voided', context: 'invoice event' }),
};

export const USAGE_METRIC_LABELS: Record<UsageMetric, MessageDescriptor> = {
  minutes: msg`Call minutes`,
  sms: msg`SMS`,
};

/** The area's refusals, said in the reader's language (errors.ts's mapper says the common ones). */
export const INVOICE_CODE_MESSAGES: Record<InvoiceFieldCode, MessageDescriptor> = {
  due_before_issue: msg`The due date cannot be before the issue date.`,
  invoice_too_large: msg`This invoice comes to more than one invoice may hold: split it into several.`,
  invoice_not_draft: msg`This invoice has been sent: it can no longer be edited.`,
  invoice_not_open: msg`This invoice is not open: it is paid, void or still a draft.`,
  payment_above_balance: msg`The payment is more than what is left to pay.`,
  not_of_project: msg`This phase or task is not part of the invoice's project.`,
  source_unknown: msg`What this line bills no longer exists or is not this business's.`,
  usage_incomplete: msg`A usage line needs its number, month and metric.`,
  order_too_large: msg`This invoice is more than one online payment may take: ask the agency for another way to pay.`,
  issue_year_fixed: msg`This invoice's number belongs to its year: keep its issue date in that year, or void it and write a new one.`,
  usage_month_open: msg`This month is not over yet: its usage can be billed once it ends.`,
  balance_changed: msg`What is left to pay has changed since you started: pay again to pay the new amount.`,
};
