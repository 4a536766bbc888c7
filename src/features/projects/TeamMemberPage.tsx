import { useState } from 'react';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { Box, Card, Center, Group, LoadingOverlay, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBriefcase, IconListCheck, IconSearch } from '@tabler/icons-react';
import { RetryAlert } from '@/ui/RetryAlert';
import { problemOf } from '@/api/problem';
import { defaultErrors } from '@/api/messages';
import { RoleBadge } from '@/ui/RoleBadge';
import { UserAvatar } from '@/ui/UserAvatar';
import { useFormat } from '@/ui/format';
import { useQuery } from '@tanstack/react-query';
import { teamQuery } from './projects-queries';
import { parseTeamSearch, type TeamSearch } from './team-search';

const PAGE_SIZE = 12;

function Stat({ icon: Icon, value, label }: { icon: typeof IconBriefcase; value: string; label: string }) {
  return (
    <Stack gap={0} align="center">
      <Group gap={4} wrap="nowrap">
        <Icon size={16} aria-hidden />
        <Text fw={700}>{value}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * /dashboard/projects/team-member: the staff, with how many projects and open tasks each carries;
 * the search and the page live in the address, so reload, Back and a shared link keep them.
 */
export function TeamMemberPage({ search, onSearchChange }: { search: TeamSearch; onSearchChange(search: TeamSearch): void }) {
  const { t } = useLingui();
  const format = useFormat();
  const [typed, setTyped] = useState(search.q ?? '');
  // A new search starts again from page 1.
  const searchFor = useDebouncedCallback((text: string) => onSearchChange(parseTeamSearch({ q: text })), 300);
  const debounced = search.q ?? '';
  const page = search.page ?? 1;
  const answer = useQuery(teamQuery(debounced, page, PAGE_SIZE));
  const data = answer.data;
  const error = answer.error ? problemOf(answer.error, defaultErrors.teamLoad) : null;

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        <Trans>Team members</Trans>
      </Title>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t`Search by name or e-mail`}
        aria-label={t`Search team members`}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          searchFor(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 320 }}
      />
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
              <Trans>No one matches “{debounced}”.</Trans>
            </Text>
          </Center>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} data-testid="team-members">
            {data?.results.map((member) => (
              <Card key={member.id} withBorder radius="md" padding="lg" component="article" aria-label={member.full_name}>
                <Stack align="center" gap={6} ta="center">
                  <UserAvatar user={member} size={72} />
                  <Text fw={600} mt="xs">
                    {member.full_name}
                  </Text>
                  {member.role && <RoleBadge role={member.role} />}
                  <Text size="sm" c="dimmed" dir="ltr" style={{ wordBreak: 'break-all' }}>
                    {member.email}
                  </Text>
                  <Group gap="xl" mt="sm" justify="center">
                    <Stat icon={IconBriefcase} value={format.number(member.project_count)} label={t`Projects`} />
                    <Stat icon={IconListCheck} value={format.number(member.open_task_count)} label={t`Open tasks`} />
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Box>
      {data && data.num_pages > 1 && (
        <Group justify="center">
          <LabelledPagination
            value={page}
            onChange={(next) => onSearchChange(parseTeamSearch({ q: debounced, page: next }))}
            total={data.num_pages}
          />
        </Group>
      )}
    </Stack>
  );
}
