import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { USER_FIELD_MESSAGES } from './field-messages';

/**
 * A manager's call that e-mails someone (a reset code, an invitation): busy while it runs, a
 * toast saying it went, or why not (the server's field reason first, else the call's own).
 */
export function useEmailedAction(call: () => Promise<unknown>, sent: () => string, failure: MessageDescriptor) {
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await call();
      showToast({ color: 'teal', message: sent() });
    } catch (error) {
      const onFields = Object.values(fieldErrorMessages(error, USER_FIELD_MESSAGES));
      showToast({ color: 'red', message: onFields[0] ?? errorMessage(error, failure) });
    } finally {
      setSending(false);
    }
  };
  return { sending, send };
}
