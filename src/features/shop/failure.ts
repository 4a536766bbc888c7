import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each call's own failure message, said when the server gives no usable detail. */
export const SHOP_FAILURES = {
  saveAddress: msg`Could not save the address.`,
  deleteAddress: msg`Could not delete the address.`,
  billing: msg`Could not load the plan and billing.`,
  orders: msg`Could not load the orders.`,
  cancel: msg`Could not cancel the subscription.`,
  resume: msg`Could not resume the subscription.`,
  plans: msg`Could not load the plans.`,
  preview: msg`Could not work out the price of the change.`,
  changePlan: msg`Could not start the change of plan.`,
} satisfies Record<string, MessageDescriptor>;
