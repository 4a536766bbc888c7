import { Anchor, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ProjectOrdering } from '@/api/contract/projects';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { useFormat } from '@/ui/format';
import { ClientLine } from './ClientLine';
import { MemberAvatars } from './MemberAvatars';
import { ProgressBar } from './ProjectProgress';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import { ProjectsFrame } from './ProjectsFrame';
import { projectHref } from './links';
import { useProjectFilters, useProjectsList } from './projects-list-context';

type SortKey = 'name' | 'status' | 'start_date' | 'end_date' | 'progress';

/** A header that sorts by its column: ascending first, then descending; the table says which. */
function SortableHeader({ column, children }: { column: SortKey; children: ReactNode }) {
  const { filters, setFilters } = useProjectFilters();
  const direction = filters.ordering === column ? 'ascending' : filters.ordering === `-${column}` ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  const next = (direction === 'ascending' ? `-${column}` : column) as ProjectOrdering;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton onClick={() => setFilters({ ordering: next })} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon size={14} aria-hidden opacity={direction === 'none' ? 0.4 : 1} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** /dashboard/projects/version-2: the projects as a table sorted by its headers. */
export function ProjectTablePage() {
  const { t } = useLingui();
  const format = useFormat();
  const projects = useProjectsList((s) => s.context.projects);
  return (
    <ProjectsFrame view="table">
      <Card withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={860} scrollAreaProps={{ type: 'auto', offsetScrollbars: true }}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="projects-table" aria-label={t`Projects`}>
            <Table.Thead>
              <Table.Tr>
                <SortableHeader column="name">{t`Project`}</SortableHeader>
                <SortableHeader column="status">{t`Status`}</SortableHeader>
                <SortableHeader column="start_date">{t`Start`}</SortableHeader>
                <SortableHeader column="end_date">{t`End`}</SortableHeader>
                <SortableHeader column="progress">{t`Progress`}</SortableHeader>
                <Table.Th>{t`Members`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {projects.map((project) => (
                <Table.Tr key={project.id}>
                  <Table.Td maw={320}>
                    <Stack gap={2}>
                      <Anchor component={RouterAnchor} href={projectHref(project.id)} fw={600} size="sm">
                        {project.name}
                      </Anchor>
                      <ClientLine project={project} />
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <ProjectStatusBadge status={project.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <bdi>{project.start_date ? format.day(project.start_date) : '—'}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <bdi>{project.end_date ? format.day(project.end_date) : '—'}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td w={180}>
                    <ProgressBar progress={project.progress} />
                  </Table.Td>
                  <Table.Td>
                    <MemberAvatars members={project.members} max={3} size={26} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </ProjectsFrame>
  );
}
