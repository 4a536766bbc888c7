import { useState } from 'react';
import { Box, Button, Center, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { problemOf } from '@/api/problem';
import { useSayProblem } from '@/i18n/use-say-problem';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { RetryAlert } from '@/ui/RetryAlert';
import { showToast } from '@/ui/toast';
import { auditEventsQuery, exportAuditCsv } from './audit-queries';
import { auditListQueryOf, type AuditSearch } from './audit-search';
import { AuditTable } from './AuditTable';
import { AuditToolbar } from './AuditToolbar';

const LOAD_FAILED = msg`Could not load the audit log.`;
const EXPORT_FAILED = msg`Could not export the audit log.`;

/**
 * /dashboard/audit-log: who did what to whom, when and from where, newest first; the filters and
 * the page live in the address, and the export takes the same filters.
 */
export function AuditLogPage({ search, onSearchChange }: { search: AuditSearch; onSearchChange(search: AuditSearch): void }) {
  const { t } = useLingui();
  const sayProblem = useSayProblem();
  const answer = useQuery(auditEventsQuery(auditListQueryOf(search)));
  const [exporting, setExporting] = useState(false);
  const data = answer.data;
  const error = answer.error ? problemOf(answer.error, LOAD_FAILED) : null;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportAuditCsv(search);
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
          <Trans>Audit log</Trans>
        </Title>
        <Button leftSection={<IconDownload size={16} aria-hidden />} variant="light" loading={exporting} onClick={() => void exportCsv()}>
          <Trans>Export CSV</Trans>
        </Button>
      </Group>
      <AuditToolbar search={search} onChange={onSearchChange} />
      <Box pos="relative" mih={200}>
        <LoadingOverlay
          visible={answer.isPending || answer.isPlaceholderData}
          zIndex={10}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': t`Loading` }}
        />
        {error && <RetryAlert message={error} onRetry={() => void answer.refetch()} mb="md" />}
        {data && data.count === 0 && !answer.isPlaceholderData ? (
          <Center py={60}>
            <Text fw={600}>
              <Trans>No events match these filters.</Trans>
            </Text>
          </Center>
        ) : (
          data && <AuditTable events={data.results} />
        )}
      </Box>
      {data && data.num_pages > 1 && (
        <Group justify="center">
          <LabelledPagination
            value={search.page ?? 1}
            onChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
            total={data.num_pages}
          />
        </Group>
      )}
    </Stack>
  );
}
