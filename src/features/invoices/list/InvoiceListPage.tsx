import { useState } from 'react';
import { Box, Button, Center, Group, LoadingOverlay, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { IconDownload, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { problemOf } from '@/api/problem';
import { invoiceErrorMessage } from '@/features/invoices/invoice-errors';
import { invoiceListQuery } from '@/features/invoices/invoice-queries';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { RetryAlert } from '@/ui/RetryAlert';
import { saveFile } from '@/ui/save-file';
import { showToast } from '@/ui/toast';
import { DEFAULT_INVOICE_SORT, invoiceFilterOf, invoiceListQueryOf, isFiltered, type InvoiceSearch } from './invoice-search';
import { InvoiceBulkActions } from './InvoiceBulkActions';
import { invoiceEditorHref } from './links';
import { InvoiceTable } from './InvoiceTable';
import { InvoiceTabs } from './InvoiceTabs';
import { InvoiceToolbar } from './InvoiceToolbar';

const LOAD_FAILED = msg`Could not load the invoices.`;
const EXPORT_FAILED = msg`Could not export the invoices.`;

function NoInvoices({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
          <IconFileInvoice size={28} />
        </ThemeIcon>
        <Text fw={600}>{filtered ? <Trans>No invoice matches these filters.</Trans> : <Trans>No invoices here yet.</Trans>}</Text>
        {filtered && (
          <Button variant="subtle" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </Stack>
    </Center>
  );
}

/**
 * /dashboard/invoice-list: every client's invoices for the billing staff. The status tab, search,
 * filters, order and page live in the address; the export takes the same filters; selected
 * invoices are sent or downloaded together.
 */
export function InvoiceListPage({ search, onSearchChange }: { search: InvoiceSearch; onSearchChange(next: InvoiceSearch): void }) {
  const { t } = useLingui();
  const answer = useQuery(invoiceListQuery(invoiceListQueryOf(search)));
  const data = answer.data;
  const [exporting, setExporting] = useState(false);
  // The selection belongs to what the address shows: another tab, filter or page starts without one.
  const shown = JSON.stringify(search);
  const [selection, setSelection] = useState<{ for: string; ids: number[] }>({ for: shown, ids: [] });
  const selectedIds = selection.for === shown ? selection.ids : [];
  const select = (ids: number[]) => setSelection({ for: shown, ids });
  const numbers = new Map((data?.results ?? []).map((invoice) => [invoice.id, invoice.number]));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await invoicesApi.exportCsv(invoiceFilterOf(search));
      saveFile(blob, fileName ?? 'invoices.csv');
    } catch (failure) {
      showToast({ color: 'red', message: invoiceErrorMessage(failure, EXPORT_FAILED) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz="h2">
          <Trans>Invoices</Trans>
        </Title>
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconDownload size={16} aria-hidden />} variant="light" loading={exporting} onClick={() => void exportCsv()}>
            <Trans>Export CSV</Trans>
          </Button>
          <Button component={RouterAnchor} href={invoiceEditorHref()} leftSection={<IconPlus size={16} aria-hidden />}>
            <Trans>New invoice</Trans>
          </Button>
        </Group>
      </Group>
      {data && (
        <InvoiceTabs
          tabs={data.tabs}
          status={search.status}
          onChange={(status) => onSearchChange({ ...search, status, page: undefined })}
        />
      )}
      <InvoiceToolbar search={search} onChange={onSearchChange} />
      {selectedIds.length > 0 && (
        <InvoiceBulkActions ids={selectedIds} numberOf={(id) => numbers.get(id) ?? `#${id}`} onDone={() => select([])} />
      )}
      <Box pos="relative" mih={200}>
        <LoadingOverlay
          visible={answer.isPending || answer.isPlaceholderData}
          zIndex={10}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': t`Loading` }}
        />
        {answer.error && <RetryAlert message={problemOf(answer.error, LOAD_FAILED)} onRetry={() => void answer.refetch()} mb="md" />}
        {data &&
          (data.count === 0 && !answer.isPlaceholderData ? (
            <NoInvoices filtered={isFiltered(search)} onClear={() => onSearchChange({ status: search.status, sort: search.sort })} />
          ) : (
            <InvoiceTable
              invoices={data.results}
              sort={search.sort ?? DEFAULT_INVOICE_SORT}
              onSort={(sort) => onSearchChange({ ...search, sort: sort === DEFAULT_INVOICE_SORT ? undefined : sort, page: undefined })}
              selected={new Set(selectedIds)}
              onSelect={select}
            />
          ))}
      </Box>
      {data && data.count > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            <Plural value={data.count} one="# invoice" other="# invoices" />
          </Text>
          {data.num_pages > 1 && (
            <LabelledPagination
              value={search.page ?? 1}
              onChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
              total={data.num_pages}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
