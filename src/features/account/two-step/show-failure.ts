import type { MessageDescriptor } from '@lingui/core';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { TWO_STEP_FIELD_MESSAGES } from '@/features/account/field-messages';

/**
 * Says a failed two-step call: the messages for the dialog's own fields are answered for it to
 * show there; anything else (a refusal of the whole change, a fault) goes in a toast.
 */
export function showFailure(failure: unknown, fields: readonly string[], fallback: MessageDescriptor): Record<string, string> {
  const said = fieldErrorMessages(failure, TWO_STEP_FIELD_MESSAGES);
  const onFields = Object.fromEntries(Object.entries(said).filter(([field]) => fields.includes(field)));
  if (Object.keys(onFields).length === 0) {
    const elsewhere = Object.values(said)[0];
    showToast({ color: 'red', message: elsewhere ?? errorMessage(failure, fallback) });
  }
  return onFields;
}
