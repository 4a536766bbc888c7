import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that says what is loading. Mantine's loader is a bare `span`, and a name on an
 * element without a role is not announced (axe: aria-prohibited-attr); as an indeterminate
 * progress bar it is, with its name.
 */
export function Spinner({ label, ...props }: Omit<LoaderProps, 'aria-label' | 'role'> & { label: string }) {
  return <Loader role="progressbar" aria-label={label} {...props} />;
}
