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

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  sent: msg`Sent`,
  partially_paid: msg`Partially paid`,
  overdue: msg`Overdue`,
  paid: msg`Paid`,
  void: msg`Void`,
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
  created: msg`Created`,
  updated: msg`Edited`,
  sent: msg`Sent`,
  reminded: msg`Reminder sent`,
  payment: msg`Payment recorded`,
  paid: msg`Paid in full`,
  overdue: msg`Overdue`,
  voided: msg`Voided`,
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
};
