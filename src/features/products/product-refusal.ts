import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { errorMessage, fieldErrorMessages, toApiError } from '@/api/errors';
import { PRODUCT_CODES, PRODUCT_FIELD_MESSAGES } from './field-messages';

/**
 * Why a product call was refused, in one sentence: the shop's code said our way (a product
 * ordered before), else the first field's reason, else the one mapper's message.
 */
export function refusalOf(error: unknown, fallback: MessageDescriptor): string {
  const { code } = toApiError(error);
  const known = code ? PRODUCT_CODES[code as keyof typeof PRODUCT_CODES] : undefined;
  if (known) return i18n._(known);
  return Object.values(fieldErrorMessages(error, PRODUCT_FIELD_MESSAGES))[0] ?? errorMessage(error, fallback);
}

/** Whether the server kept the product because it was ordered before (archive it instead). */
export const wasOrdered = (error: unknown) => toApiError(error).code === 'product_has_orders';
