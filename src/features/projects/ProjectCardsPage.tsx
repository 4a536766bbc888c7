import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { RouterAnchor } from '@/layout/RouterAnchor';
import type { ProjectSummary } from '@/api/contract/projects';
import { ClientLine } from './ClientLine';
import { TasksDone } from './TasksDone';
import { projectHref } from './links';
import { MemberAvatars } from './MemberAvatars';
import { ProjectDates } from './ProjectDates';
import { ProgressRing } from './ProjectProgress';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import { ProjectsFrame } from './ProjectsFrame';
import { useProjectsList } from './projects-list-context';

function ProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="project-card" component="article" aria-labelledby={`project-${project.id}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Anchor component={RouterAnchor} href={projectHref(project.id)} fw={600} id={`project-${project.id}`} lineClamp={2}>
              {project.name}
            </Anchor>
            <ClientLine project={project} />
          </Stack>
          <ProgressRing progress={project.progress} />
        </Group>
        {project.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            <bdi>{project.description}</bdi>
          </Text>
        )}
        <Group justify="space-between" mt="auto" wrap="wrap" gap="xs">
          <ProjectStatusBadge status={project.status} />
          <TasksDone counts={project.task_counts} />
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <ProjectDates start={project.start_date} end={project.end_date} />
          <MemberAvatars members={project.members} />
        </Group>
      </Stack>
    </Card>
  );
}

/** /dashboard/projects/version-1: the projects as cards. */
export function ProjectCardsPage() {
  const projects = useProjectsList((s) => s.context.projects);
  return (
    <ProjectsFrame view="cards">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="projects-cards">
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </SimpleGrid>
    </ProjectsFrame>
  );
}
