import { lazy, Suspense, useId } from 'react';
import { Center, Input } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/ui/Spinner';

// The editor and its styles load with the first form that writes rich text, not with the page.
const RichTextInput = lazy(() => import('./RichTextInput').then((module) => ({ default: module.RichTextInput })));

/** A labelled rich-text field of a form: the editor, and the error under it. */
export function RichTextField({
  label,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  lang,
}: {
  label: string;
  value: string;
  onChange(html: string): void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The language the text is written in, when it is not the page's. */
  lang?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      required={required}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Suspense
        fallback={
          <Center h={190}>
            <Spinner label={t`Loading the editor`} />
          </Center>
        }
      >
        <RichTextInput
          value={value}
          onChange={onChange}
          labelledBy={labelId}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
          disabled={disabled}
          lang={lang}
        />
      </Suspense>
    </Input.Wrapper>
  );
}
