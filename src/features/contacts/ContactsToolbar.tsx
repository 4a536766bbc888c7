import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  type ContactFacets,
  type ContactScope,
  type ContactSource,
  type ContactStatus,
} from '@/api/contract/contacts';
import { DebouncedSearch } from '@/ui/DebouncedSearch';
import { contactOwnersQuery } from './contacts-queries';
import type { ContactsSearch } from './contacts-search';
import { CONTACT_SOURCE_LABELS, CONTACT_STATUS_LABELS } from './labels';
import type { ContactBusiness } from './use-contact-businesses';

const AGENCY = 'agency';
const NOBODY = 'none';

/** The scope whose people the owner filter offers: the business chosen, else the reader's only one, else the agency's staff. */
export function ownerScopeOf(search: ContactsSearch, staff: boolean, businesses: readonly ContactBusiness[]): ContactScope | undefined {
  if (search.org !== undefined) return search.org;
  if (staff) return AGENCY;
  return businesses.length === 1 ? businesses[0]!.id : undefined;
}

/** The contacts' filters, each value with how many contacts it holds; a change starts again from the first page. */
export function ContactsToolbar({
  search,
  facets,
  staff,
  businesses,
  onChange,
}: {
  search: ContactsSearch;
  facets: ContactFacets | undefined;
  staff: boolean;
  businesses: readonly ContactBusiness[];
  onChange(search: ContactsSearch): void;
}) {
  const { t, i18n } = useLingui();
  const change = (patch: Partial<ContactsSearch>) => onChange({ ...search, ...patch, page: undefined });
  const counted = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${i18n.number(count)})`);
  const ownerScope = ownerScopeOf(search, staff, businesses);
  const owners = useQuery({ ...contactOwnersQuery(ownerScope ?? AGENCY), enabled: ownerScope !== undefined });
  const tags = [...new Set([...(search.tag ?? []), ...(facets?.tags.map((row) => row.tag) ?? [])])];
  const tagCount = new Map(facets?.tags.map((row) => [row.tag, row.contacts]));
  const filtered = Boolean(search.q || search.status || search.source || search.owner || search.tag || search.org !== undefined);

  return (
    <Group gap="sm" wrap="wrap" align="flex-start">
      <DebouncedSearch
        label={t`Search name, phone or e-mail`}
        value={search.q ?? ''}
        onChange={(q) => change({ q: q || undefined })}
        w={260}
      />
      <MultiSelect
        aria-label={t`Status`}
        placeholder={search.status ? undefined : t`Any status`}
        data={CONTACT_STATUSES.map((status) => ({
          value: status,
          label: counted(i18n._(CONTACT_STATUS_LABELS[status]), facets?.status[status]),
        }))}
        value={search.status ?? []}
        onChange={(value) => change({ status: value.length > 0 ? (value as ContactStatus[]) : undefined })}
        clearable
        w={{ base: '100%', sm: 200 }}
      />
      <MultiSelect
        aria-label={t`Source`}
        placeholder={search.source ? undefined : t`Any source`}
        data={CONTACT_SOURCES.map((source) => ({
          value: source,
          label: counted(i18n._(CONTACT_SOURCE_LABELS[source]), facets?.source[source]),
        }))}
        value={search.source ?? []}
        onChange={(value) => change({ source: value.length > 0 ? (value as ContactSource[]) : undefined })}
        clearable
        w={{ base: '100%', sm: 200 }}
      />
      <MultiSelect
        aria-label={t`Tags`}
        placeholder={search.tag ? undefined : t`Any tag`}
        data={tags.map((tag) => ({ value: tag, label: counted(tag, tagCount.get(tag)) }))}
        value={search.tag ?? []}
        onChange={(value) => change({ tag: value.length > 0 ? value : undefined })}
        searchable
        clearable
        nothingFoundMessage={t`No tag`}
        w={{ base: '100%', sm: 200 }}
      />
      {(staff || businesses.length > 1) && (
        <Select
          aria-label={t`Business`}
          placeholder={t`Every business`}
          data={[
            ...(staff ? [{ value: AGENCY, label: t`The agency’s own` }] : []),
            ...businesses.map(({ id, name }) => ({ value: String(id), label: name })),
          ]}
          value={search.org === undefined ? null : String(search.org)}
          onChange={(value) => change({ org: value === null ? undefined : value === AGENCY ? AGENCY : Number(value), owner: undefined })}
          searchable
          clearable
          w={{ base: '100%', sm: 220 }}
        />
      )}
      {ownerScope !== undefined && (
        <Select
          aria-label={t`Owner`}
          placeholder={t`Anyone`}
          data={[
            { value: NOBODY, label: t`Nobody` },
            ...(owners.data?.results ?? []).map(({ id, name }) => ({ value: String(id), label: name })),
          ]}
          value={search.owner === undefined ? null : String(search.owner)}
          onChange={(value) => change({ owner: value === null ? undefined : value === NOBODY ? NOBODY : Number(value) })}
          searchable
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      )}
      {filtered && (
        <Button variant="subtle" onClick={() => onChange({ sort: search.sort, order: search.order, size: search.size })}>
          {t`Clear filters`}
        </Button>
      )}
    </Group>
  );
}
