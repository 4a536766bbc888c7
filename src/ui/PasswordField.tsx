import { forwardRef } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Mantine's password input with its show/hide button named in the reader's language (Mantine's own name is English only). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const { t } = useLingui();
  return (
    <PasswordInput
      ref={ref}
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password`, ...props.visibilityToggleButtonProps }}
    />
  );
});
