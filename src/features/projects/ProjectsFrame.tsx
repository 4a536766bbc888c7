import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans } from '@lingui/react/macro';
import { projectSummarySchema } from '@/api/contract/projects';
import { CreateProjectModal } from './CreateProjectModal';
import { ProjectsListStatus } from './ProjectsListStatus';
import { ProjectsToolbar, type ProjectsView } from './ProjectsToolbar';
import { useProjectsListActor } from './projects-list-context';
import { useManagesProjects } from './use-project-permissions';

/** What the three views share: the title, the toolbar, "New project", and the list's states. */
export function ProjectsFrame({ view, children }: { view: ProjectsView; children: ReactNode }) {
  const actor = useProjectsListActor();
  const manages = useManagesProjects();
  const [creating, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        <Trans>Projects</Trans>
      </Title>
      <ProjectsToolbar view={view} onCreate={manages ? open : undefined} />
      <ProjectsListStatus>{children}</ProjectsListStatus>
      {manages && (
        <CreateProjectModal
          opened={creating}
          onClose={close}
          onCreated={(project) => actor.send({ type: 'PROJECT_CREATED', project: projectSummarySchema.parse(project) })}
        />
      )}
    </Stack>
  );
}
