import { Box, Center, Drawer, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { problemOf } from '@/api/problem';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { RetryAlert } from '@/ui/RetryAlert';
import { inquiryListQuery } from './inquiries-queries';
import { inquiryListQueryOf, type InquirySearch } from './inquiries-search';
import { InquiriesToolbar } from './InquiriesToolbar';
import { InquiryList } from './InquiryList';
import { InquiryThread } from './InquiryThread';
import { useInquiriesLive } from './use-inquiries-live';

const LOAD_FAILED = msg`Could not load the inquiries.`;

/**
 * /dashboard/inquiries: the contact form's messages by status, newest first, searchable; one opens
 * its thread (`?inquiry=`), where staff answer by e-mail and file it. Tab, search, page and the open
 * thread live in the address, so a notification links straight to a thread.
 */
export function InquiriesPage({ search, onSearchChange }: { search: InquirySearch; onSearchChange(search: InquirySearch): void }) {
  const { t } = useLingui();
  const answer = useQuery(inquiryListQuery(inquiryListQueryOf(search)));
  useInquiriesLive();
  const data = answer.data;
  const error = answer.error ? problemOf(answer.error, LOAD_FAILED) : null;
  const filtered = search.status !== undefined || search.search !== undefined;
  const close = () => onSearchChange({ ...search, inquiry: undefined });

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        <Trans>Inquiries</Trans>
      </Title>
      <InquiriesToolbar search={search} counts={data?.counts} onChange={onSearchChange} />
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
            <Text fw={600}>{filtered ? <Trans>No inquiries match.</Trans> : <Trans>No messages from the contact form yet.</Trans>}</Text>
          </Center>
        ) : (
          data && (
            <InquiryList inquiries={data.results} selected={search.inquiry} onOpen={(id) => onSearchChange({ ...search, inquiry: id })} />
          )
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
      <Drawer
        opened={search.inquiry !== undefined}
        onClose={close}
        position="right"
        size="xl"
        title={t`Inquiry`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {search.inquiry !== undefined && <InquiryThread key={search.inquiry} id={search.inquiry} onDeleted={close} />}
      </Drawer>
    </Stack>
  );
}
