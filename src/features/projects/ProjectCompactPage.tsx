import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Plural, Trans } from '@lingui/react/macro';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { useFormat } from '@/ui/format';
import { ProgressBar } from './ProjectProgress';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import { ProjectsFrame } from './ProjectsFrame';
import { projectHref } from './links';
import { useProjectsList } from './projects-list-context';

/** /dashboard/projects/version-3: one line per project, with its progress bar. */
export function ProjectCompactPage() {
  const format = useFormat();
  const projects = useProjectsList((s) => s.context.projects);
  return (
    <ProjectsFrame view="list">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="projects-compact">
        {projects.map((project) => {
          const members = project.members.length;
          return (
            <Paper key={project.id} component="li" withBorder radius="md" px="md" py="sm">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor component={RouterAnchor} href={projectHref(project.id)} fw={600} size="sm" truncate>
                      {project.name}
                    </Anchor>
                    <ProjectStatusBadge status={project.status} size="sm" />
                  </Group>
                  <Text size="xs" c="dimmed">
                    <bdi>
                      {project.client?.name ?? <Trans>Internal project</Trans>}
                      {' · '}
                      <Plural value={members} one="# member" other="# members" />
                      {project.end_date && (
                        <>
                          {' · '}
                          <Trans>Due {format.day(project.end_date)}</Trans>
                        </>
                      )}
                    </bdi>
                  </Text>
                </Stack>
                <div style={{ flex: '0 1 260px', minWidth: 160 }}>
                  <ProgressBar progress={project.progress} />
                </div>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </ProjectsFrame>
  );
}
