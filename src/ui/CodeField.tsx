import { useId, type ReactNode } from 'react';
import { Group, Input, PinInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Every code a person types here (an e-mailed one, an authenticator app's) has six digits. */
const CODE_LENGTH = 6;

/**
 * The six boxes of an e-mailed or an authenticator app's code. Not an Input.Wrapper: it would give all six boxes its one id;
 * each box has its own id and name, in a group named by the label. Digits run left to right in
 * every language.
 */
export function CodeField({ value, onChange, error }: { value: string; onChange(value: string): void; error?: ReactNode }) {
  const { t } = useLingui();
  const codeId = useId();
  return (
    <div role="group" aria-labelledby={`${codeId}-label`} aria-describedby={error ? `${codeId}-error` : undefined}>
      <Input.Label required id={`${codeId}-label`} htmlFor={`${codeId}-1`}>
        {t`Code`}
      </Input.Label>
      <Group dir="ltr" justify="center" mt={4}>
        <PinInput
          id={codeId}
          length={CODE_LENGTH}
          type="number"
          oneTimeCode
          manageFocus
          getInputProps={(index) => {
            const digit = index + 1;
            return { 'aria-label': t`Code, digit ${digit} of ${CODE_LENGTH}` };
          }}
          value={value}
          onChange={onChange}
          error={Boolean(error)}
        />
      </Group>
      {error && (
        <Input.Error id={`${codeId}-error`} mt={4}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
