import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { organisationListQuery } from '@/features/organisations/shared';
import { DateRangeField } from '@/ui/DateField';
import { isFiltered, type InvoiceSearch } from './invoice-search';

/** Typing pauses this long before the list asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** The search box, the organisation and issue-date filters, and a way to clear them; a change starts again from the first page. */
export function InvoiceToolbar({ search, onChange }: { search: InvoiceSearch; onChange(search: InvoiceSearch): void }) {
  const { t } = useLingui();
  const organisations = useQuery(organisationListQuery);
  const [typed, setTyped] = useState(search.q ?? '');
  // The address may change the search (Back, a shared link, "Clear filters"): the box follows it.
  const [shownSearch, setShownSearch] = useState(search.q);
  if (shownSearch !== search.q) {
    setShownSearch(search.q);
    setTyped(search.q ?? '');
  }
  const change = (patch: Partial<InvoiceSearch>) => onChange({ ...search, ...patch, page: undefined });
  const settle = useDebouncedCallback((text: string) => change({ q: text.trim() || undefined }), SEARCH_DEBOUNCE_MS);
  const organisationOptions = (organisations.data ?? []).map((organisation) => ({
    value: String(organisation.id),
    label: organisation.name,
  }));

  return (
    <Group gap="sm" wrap="wrap" align="flex-start">
      <TextInput
        type="search"
        aria-label={t`Search invoices`}
        placeholder={t`Number or client`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          settle(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        aria-label={t`Client`}
        placeholder={t`Any client`}
        data={organisationOptions}
        value={search.organisation ? String(search.organisation) : null}
        onChange={(value) => change({ organisation: value ? Number(value) : undefined })}
        searchable
        clearable
        nothingFoundMessage={t`No client matches.`}
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', sm: 240 }}
      />
      <DateRangeField
        hiddenLabel={t`Issue dates`}
        placeholder={t`Any issue date`}
        value={[search.from ?? null, search.to ?? null]}
        onChange={([from, to]) => change({ from: from ?? undefined, to: to ?? undefined })}
        w={{ base: '100%', sm: 250 }}
      />
      {isFiltered(search) && (
        <Button variant="subtle" onClick={() => onChange({ status: search.status, sort: search.sort })}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Group>
  );
}
