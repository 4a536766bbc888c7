import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, useDataTableColumns, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { CONTACT_SORTS, type Contact, type ContactStatus } from '@/api/contract/contacts';
import { toApiError } from '@/api/errors';
import { problemOf } from '@/api/problem';
import { useSayProblem } from '@/i18n/use-say-problem';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { RetryAlert } from '@/ui/RetryAlert';
import { useFormat } from '@/ui/format';
import { showToast } from '@/ui/toast';
import { BulkActions } from './BulkActions';
import { ColumnsMenu } from './ColumnsMenu';
import { CONTACT_COLUMN_TITLES, columnsStoreKey, contactColumns } from './contact-columns';
import { contactListQuery, exportContactsCsv } from './contacts-queries';
import { CONTACT_PAGE_SIZES, contactListQueryOf, pageSizeOf, type ContactsSearch } from './contacts-search';
import { ContactsToolbar } from './ContactsToolbar';
import { ImportDialog } from './ImportDialog';
import { useContactBusinesses } from './use-contact-businesses';
import { useContactChanges } from './use-contact-changes';

const LOAD_FAILED = msg`Could not load the contacts.`;

const plainColumn = ({ toggleable: _toggleable, draggable: _draggable, ...column }: DataTableColumn<Contact>): DataTableColumn<Contact> =>
  column as DataTableColumn<Contact>;
const EXPORT_FAILED = msg`Could not export the contacts.`;
const CHANGE_FAILED = msg`Could not change the contact.`;

/**
 * /dashboard/data-table-1: the contacts the assistant and the site captured, for staff across
 * businesses and for a client its own. Filters, order, page and page size live in the address;
 * the columns shown and their order are remembered in the browser.
 */
export function ContactsPage({ search, onSearchChange }: { search: ContactsSearch; onSearchChange(search: ContactsSearch): void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const sayProblem = useSayProblem();
  const { staff, businesses } = useContactBusinesses();
  const query = contactListQueryOf(search);
  const answer = useQuery(contactListQuery(query));
  const { update } = useContactChanges();
  const [selected, setSelected] = useState<Contact[]>([]);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const searchKey = JSON.stringify(search);
  // Another page or filter shows other rows: what was selected is not on screen any more.
  useEffect(() => setSelected([]), [searchKey]);
  // Rows read afresh (a new caller re-sorts the page, a status moved one out of the filter): only
  // those still shown stay selected, so a bulk action never reaches a row the reader cannot see.
  const shown = answer.data?.results;
  useEffect(() => {
    if (!shown) return;
    const ids = new Set(shown.map((contact) => contact.id));
    setSelected((before) => (before.every((contact) => ids.has(contact.id)) ? before : before.filter((contact) => ids.has(contact.id))));
  }, [shown]);
  // A page past the last (the last page's rows deleted or moved out of the filter, an old link): the first page instead.
  const pageGone = answer.error !== null && toApiError(answer.error).status === 404 && (search.page ?? 1) > 1;
  useEffect(() => {
    if (pageGone) onSearchChange({ ...search, page: undefined });
  }, [pageGone, search, onSearchChange]);

  const columns = useMemo(
    () =>
      contactColumns({
        translate: (descriptor) => i18n._(descriptor),
        format,
        staff,
        onStatus: (contact: Contact, status: ContactStatus) =>
          update.mutate(
            { id: contact.id, change: { status } },
            { onError: (failure) => showToast({ color: 'red', message: sayProblem(problemOf(failure, CHANGE_FAILED)) }) },
          ),
      }),
    // The mutation's identity changes as it runs; the columns need only its latest `mutate`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, format, staff],
  );
  const storeKey = columnsStoreKey(staff);
  const { effectiveColumns, columnsOrder, setColumnsOrder, columnsToggle, setColumnsToggle, resetColumnsOrder, resetColumnsToggle } =
    useDataTableColumns<Contact>({ key: storeKey, columns });
  const titles = Object.fromEntries(
    columns.map((column) => [column.accessor, i18n._(CONTACT_COLUMN_TITLES[column.accessor as keyof typeof CONTACT_COLUMN_TITLES])]),
  );

  const data = answer.data;
  const error = answer.error ? problemOf(answer.error, LOAD_FAILED) : null;
  const size = pageSizeOf(search);
  const page = search.page ?? 1;
  const sortStatus: DataTableSortStatus<Contact> = { columnAccessor: search.sort ?? 'last_seen_at', direction: search.order ?? 'desc' };
  const first = data && data.count > 0 ? (page - 1) * size + 1 : 0;
  const last = data ? Math.min(page * size, data.count) : 0;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportContactsCsv(search);
    } catch (failure) {
      showToast({ color: 'red', message: sayProblem(problemOf(failure, EXPORT_FAILED)) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          <Trans>Contacts</Trans>
        </Title>
        <Group gap="xs" wrap="wrap">
          <ColumnsMenu
            titles={titles}
            order={columnsOrder}
            toggles={columnsToggle}
            onOrder={setColumnsOrder}
            onToggles={setColumnsToggle}
            onReset={() => {
              resetColumnsOrder();
              resetColumnsToggle();
            }}
          />
          <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setImporting(true)}>
            <Trans>Import CSV</Trans>
          </Button>
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void exportCsv()}>
            <Trans>Export CSV</Trans>
          </Button>
        </Group>
      </Group>
      <ContactsToolbar search={search} facets={data?.facets} staff={staff} businesses={businesses} onChange={onSearchChange} />
      {selected.length > 0 && <BulkActions selected={selected} staff={staff} businesses={businesses} onDone={() => setSelected([])} />}
      {error && !pageGone && <RetryAlert message={error} onRetry={() => void answer.refetch()} />}
      <DataTable<Contact>
        aria-label={t`Contacts`}
        withTableBorder
        borderRadius="md"
        highlightOnHover
        minHeight={data && data.count === 0 ? 180 : undefined}
        idAccessor="id"
        records={data?.results ?? []}
        // The hook keeps the columns' choice; the table is given them plain, without its own header
        // toggles and context menu (nameless buttons nested in the sortable headers' buttons).
        columns={effectiveColumns.map(plainColumn)}
        fetching={answer.isPending || answer.isPlaceholderData}
        loaderBackgroundBlur={1}
        noRecordsText={answer.isPending ? '' : t`No contacts match these filters.`}
        sortStatus={sortStatus}
        onSortStatusChange={({ columnAccessor, direction }) => {
          const sort = CONTACT_SORTS.find((known) => known === columnAccessor);
          if (sort) onSearchChange({ ...search, sort, order: direction, page: undefined });
        }}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        allRecordsSelectionCheckboxProps={{ 'aria-label': t`Select every contact on this page` }}
        getRecordSelectionCheckboxProps={(contact) => ({ 'aria-label': t`Select ${contact.name || contact.phone || contact.email || ''}` })}
      />
      {data && data.count > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t`${format.number(first)}–${format.number(last)} of ${format.number(data.count)}`}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Select
              aria-label={t`Rows per page`}
              data={CONTACT_PAGE_SIZES.map((value) => ({ value: String(value), label: t`${value} a page` }))}
              value={String(size)}
              onChange={(value) => value && onSearchChange({ ...search, size: Number(value), page: undefined })}
              allowDeselect={false}
              w={160}
            />
            {data.num_pages > 1 && (
              <LabelledPagination
                value={page}
                onChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
                total={data.num_pages}
              />
            )}
          </Group>
        </Group>
      )}
      {importing && <ImportDialog opened onClose={() => setImporting(false)} staff={staff} businesses={businesses} />}
    </Stack>
  );
}
