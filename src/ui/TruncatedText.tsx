import { Text, type TextProps } from '@mantine/core';

/**
 * Text that may be long (a name, an e-mail) cut to one line with an ellipsis at its end, in
 * either direction, and shown whole on hover; screen readers read it whole, since only the
 * drawing is cut.
 */
export function TruncatedText({ children, dir = 'auto', ...props }: { children: string; dir?: 'ltr' | 'rtl' | 'auto' } & TextProps) {
  return (
    <Text truncate="end" title={children} dir={dir} {...props}>
      {children}
    </Text>
  );
}
