import type { AreaNames } from './names';

export const apiFile = (n: AreaNames) => `import { callApi } from '@/api/client';
import type { QueryOf } from '@/api/contract/endpoint';
import { ${n.camel}Endpoints } from '@/api/contract/${n.kebab}';

export const ${n.camel}Api = {
  list: (query: QueryOf<typeof ${n.camel}Endpoints.list>) => callApi(${n.camel}Endpoints.list, { query }),
};
`;

export const queriesFile = (n: AreaNames) => `import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ${n.camel}Api } from './${n.kebab}-api';

const PAGE_SIZE = 20;

/** The area's reads, as the cache knows them; a change invalidates them by these keys. */
export const ${n.camel}Keys = { all: ['${n.kebab}'] as const };

/** A page of the list; the page shown stays while the next one loads. */
export const ${n.camel}Query = (page: number) =>
  queryOptions({
    queryKey: [...${n.camel}Keys.all, { page }],
    queryFn: () => ${n.camel}Api.list({ page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
`;

export const pageFile = (n: AreaNames) => `import { useState } from 'react';
import { Box, Center, Group, LoadingOverlay, Stack, Table, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { problemOf } from '@/api/problem';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { RetryAlert } from '@/ui/RetryAlert';
import { useFormat } from '@/ui/format';
import { ${n.camel}Query } from './${n.kebab}-queries';

// Said when the server gives no reason of its own.
const LOAD_FAILED = msg\`Could not load this list.\`;

/** /dashboard/${n.kebab}: the list, newest first, a page at a time. */
export function ${n.pascal}Page() {
  const { t } = useLingui();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const answer = useQuery(${n.camel}Query(page));
  const data = answer.data;

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        <Trans>${n.title}</Trans>
      </Title>
      <Box pos="relative" mih={200}>
        <LoadingOverlay
          visible={answer.isPending || answer.isPlaceholderData}
          zIndex={10}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': t\`Loading\` }}
        />
        {answer.error && <RetryAlert message={problemOf(answer.error, LOAD_FAILED)} onRetry={() => void answer.refetch()} mb="md" />}
        {data?.count === 0 && (
          <Center py={60}>
            <Text fw={600}>
              <Trans>Nothing here yet.</Trans>
            </Text>
          </Center>
        )}
        {data && data.count > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table highlightOnHover verticalSpacing="sm" data-testid="${n.kebab}-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Name</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Created</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{format.date(row.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Box>
      {data && data.num_pages > 1 && (
        <Group justify="center">
          <LabelledPagination value={page} onChange={setPage} total={data.num_pages} />
        </Group>
      )}
    </Stack>
  );
}
`;

export const indexFile = (n: AreaNames) => `export { ${n.pascal}Page } from './${n.pascal}Page';
export { ${n.camel}Query } from './${n.kebab}-queries';
`;

export const routeFile = (n: AreaNames) => `import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconTable } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { ${n.pascal}Page, ${n.camel}Query } from '@/features/${n.kebab}';

export const Route = createFileRoute('/_auth/dashboard/${n.kebab}')({
  staticData: {
    access: ACCESS.staff,
    menu: [{ section: 'management', label: msg\`${n.title}\`, icon: IconTable, order: 40 }],
  },
  // The first page comes with the page's code. A failure is left to the page, which says so and
  // offers Try again, rather than to the router's error screen.
  loader: () => queryClient.ensureQueryData(${n.camel}Query(1)).catch(() => undefined),
  component: ${n.pascal}Page,
});
`;
