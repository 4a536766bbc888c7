import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Plural, Trans } from '@lingui/react/macro';
import { IconBriefcase } from '@tabler/icons-react';
import type { ProjectSummary } from '@/api/contract/projects';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { ProgressBar } from './ProjectProgress';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import { projectHref } from './links';

/** A staff member's work as the profile shows it: their projects and their open tasks. */
export interface MemberWork {
  /** Their projects, most recent first (a few of them). */
  projects: ProjectSummary[];
  projectCount: number;
  openTaskCount: number;
}

/** The profile's "Projects and tasks": how much the person carries, and their latest projects. */
export function MemberWorkSummary({ work }: { work: MemberWork }) {
  const { projects, projectCount, openTaskCount } = work;
  if (projectCount === 0 && openTaskCount === 0) {
    return (
      <Stack align="center" gap="xs" py="lg">
        <ThemeIcon size={48} radius={48} variant="light" color="gray" aria-hidden>
          <IconBriefcase size={24} />
        </ThemeIcon>
        <Text c="dimmed" ta="center">
          <Trans>No projects or tasks are assigned to you yet.</Trans>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="wrap" justify="space-between">
        <Text data-testid="member-work-counts">
          <Plural value={projectCount} one="# project" other="# projects" />
          {' · '}
          <Plural value={openTaskCount} one="# open task" other="# open tasks" />
        </Text>
        <Button component={RouterAnchor} href="/dashboard/todo-list" variant="light" size="xs">
          <Trans>Open my todo list</Trans>
        </Button>
      </Group>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {projects.map((project) => (
          <Paper key={project.id} component="li" withBorder radius="md" px="md" py="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Anchor component={RouterAnchor} href={projectHref(project.id)} fw={600} size="sm" truncate>
                  {project.name}
                </Anchor>
                <ProjectStatusBadge status={project.status} size="sm" />
              </Group>
              <div style={{ flex: '0 1 220px', minWidth: 140 }}>
                <ProgressBar progress={project.progress} />
              </div>
            </Group>
          </Paper>
        ))}
      </Stack>
      {projectCount > projects.length && (
        <Text size="sm" c="dimmed">
          <Trans>
            The {projects.length} most recent of your projects.{' '}
            <Anchor component={RouterAnchor} href="/dashboard/projects/version-3" size="sm">
              All projects
            </Anchor>
          </Trans>
        </Text>
      )}
    </Stack>
  );
}
