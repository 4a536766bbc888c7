import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { UseFormReturnType } from '@mantine/form';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { SITE_CONTENT_FIELD_MESSAGES } from './field-messages';
import { focusFirstError } from '@/ui/focus-first-error';

/**
 * The save of a site-content form: busy while it runs; a refusal said on the fields it names (the
 * focus taken to the first), else as the form's notice, through the one error mapper.
 */
export function useSavingForm<V>(form: UseFormReturnType<V>, failure: MessageDescriptor) {
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const save = async (run: () => Promise<void>) => {
    setSaving(true);
    setNotice(null);
    try {
      await run();
    } catch (error) {
      const onFields = fieldErrorMessages(error, SITE_CONTENT_FIELD_MESSAGES);
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) setNotice(errorMessage(error, failure));
      else focusFirstError();
    } finally {
      setSaving(false);
    }
  };
  return { saving, notice, save };
}
