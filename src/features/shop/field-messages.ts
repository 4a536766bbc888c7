import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '@/api/errors';
import type { ShopFieldCode } from '@/api/contract/shop';
import { CART_REFUSAL_MESSAGES } from '@machines/checkout/checkout.machine';

/**
 * What each shop refusal a client can meet tells them: the cart's (kept with the checkout's
 * statechart, which shows them) and the rest of the checkout's and the billing page's.
 */
export const SHOP_CODE_MESSAGES: Partial<Record<ShopFieldCode, MessageDescriptor>> = {
  ...CART_REFUSAL_MESSAGES,
  address_unknown: msg`This address is no longer saved for the business. Choose another one.`,
  invalid_country: msg`Choose a country from the list.`,
  order_not_payable: msg`This order cannot be paid now: it is paid already, was cancelled, or its plan changed since. Ask for the change again.`,
  same_plan: msg`The business already runs this plan, billed this way.`,
  subscription_not_active: msg`This subscription is already ending, or has ended.`,
};

const required = (message: MessageDescriptor) => ({ required: message });

/** What the billing address form says for each check, the browser's and the server's alike. */
export const ADDRESS_FIELD_MESSAGES: FieldMessages = {
  codes: SHOP_CODE_MESSAGES as Record<string, MessageDescriptor>,
  fields: {
    name: required(msg`Enter the name to bill.`),
    line1: required(msg`Enter the street and number.`),
    city: required(msg`Enter the city.`),
    country: { ...required(msg`Choose the country.`), invalid_country: msg`Choose a country from the list.` },
  },
};
