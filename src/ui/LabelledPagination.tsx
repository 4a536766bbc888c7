import { Pagination, type PaginationProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Mantine's pagination with every button named for screen readers: each page, and the arrows. */
export function LabelledPagination(props: PaginationProps) {
  const { t } = useLingui();
  const controlNames = { previous: t`Previous page`, next: t`Next page`, first: t`First page`, last: t`Last page` };
  return (
    <Pagination
      getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
      getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
      {...props}
    />
  );
}
