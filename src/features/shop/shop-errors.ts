import { i18n, type MessageDescriptor } from '@lingui/core';
import { errorMessage } from '@/api/errors';
import { shopCodeOf } from '@machines/checkout/checkout.machine';
import { SHOP_CODE_MESSAGES } from './field-messages';

/** A failed shop call said in the reader's language: the shop's refusal by its code, else as the common mapper says it. */
export function shopErrorMessage(error: unknown, fallback: MessageDescriptor): string {
  const code = shopCodeOf(error);
  const known = code ? SHOP_CODE_MESSAGES[code] : undefined;
  return known ? i18n._(known) : errorMessage(error, fallback);
}
