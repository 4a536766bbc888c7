import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BillingInterval, OrderReason, OrderStatus, ProductKind, SubscriptionStatus } from '@/api/contract/shop';

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Awaiting payment`,
  paid: msg`Paid`,
  failed: msg`Payment failed`,
  cancelled: msg`Cancelled`,
};

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

export const ORDER_REASON_LABELS: Record<OrderReason, MessageDescriptor> = {
  checkout: msg`Purchase`,
  renewal: msg`Renewal`,
  plan_change: msg`Change of plan`,
  invoice: msg`Invoice payment`,
};

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, MessageDescriptor> = {
  trialing: msg`Trial`,
  active: msg`Active`,
  past_due: msg`Payment overdue`,
  cancelled: msg`Ended`,
};

export const SUBSCRIPTION_STATUS_COLORS: Record<SubscriptionStatus, string> = {
  trialing: 'blue',
  active: 'teal',
  past_due: 'red',
  cancelled: 'gray',
};

export const PRODUCT_KIND_LABELS: Record<ProductKind, MessageDescriptor> = {
  plan: msg`Plan`,
  add_on: msg`Add-on`,
  service: msg`Service`,
};

/** How often a line is paid, after its price: "$49.00 per month". */
export const INTERVAL_LABELS: Record<BillingInterval, MessageDescriptor> = {
  month: msg`per month`,
  year: msg`per year`,
  one_time: msg`once`,
};

/** A billing period to choose. */
export const INTERVAL_CHOICES: Record<Exclude<BillingInterval, 'one_time'>, MessageDescriptor> = {
  month: msg`Monthly`,
  year: msg`Yearly`,
};
