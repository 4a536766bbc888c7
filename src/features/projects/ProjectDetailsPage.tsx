import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Anchor, Breadcrumbs, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { showToast } from '@/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconEdit } from '@tabler/icons-react';
import type { ProjectDetail } from '@/api/contract/projects';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { RoleBadge } from '@/ui/RoleBadge';
import { UserAvatar } from '@/ui/UserAvatar';
import { AttachmentsPanel } from './AttachmentsPanel';
import { ClientLine } from './ClientLine';
import { TasksDone } from './TasksDone';
import { PROJECT_FIELD_MESSAGES } from './field-messages';
import { PhasesSummary } from './PhasesSummary';
import { ProjectDates } from './ProjectDates';
import { ProjectFields } from './ProjectFields';
import { ProgressRing } from './ProjectProgress';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import { markProjectListingsChanged, projectKeys, projectQuery } from './projects-queries';
import { formValuesOf, toProjectPayload, useProjectForm, type ProjectFormValues } from './project-form';
import { projectsApi } from './projects-api';
import { focusFirstError } from '@/ui/focus-first-error';
import { useLiveEvent, useLiveReload } from '@/features/live/shared';

/** The project's fields, read, or edited in place by those who may. */
function Overview({ project, onSaved }: { project: ProjectDetail; onSaved(project: ProjectDetail): void }) {
  const { t } = useLingui();
  // What the form started from, while it is open.
  const [editedFrom, setEditedFrom] = useState<ProjectFormValues | null>(null);
  const editing = editedFrom !== null;
  const stopEditing = () => setEditedFrom(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useProjectForm(project);
  const creator = project.created_by?.full_name;
  // The project is read again when it changes elsewhere; what the reader is typing stays theirs.
  const changedMeanwhile = editedFrom !== null && JSON.stringify(formValuesOf(project)) !== JSON.stringify(editedFrom);

  const startEditing = () => {
    const values = formValuesOf(project);
    form.setValues(values);
    form.resetDirty();
    form.clearErrors();
    setNotice(null);
    setEditedFrom(values);
  };

  const save = async (values: ProjectFormValues) => {
    setSaving(true);
    setNotice(null);
    try {
      const saved = await projectsApi.update(project.id, toProjectPayload(values));
      onSaved(saved);
      stopEditing();
      showToast({ color: 'teal', message: t`Saved the project.` });
    } catch (error) {
      const onFields = fieldErrorMessages(error, PROJECT_FIELD_MESSAGES);
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) setNotice(errorMessage(error, defaultErrors.projectUpdate));
    } finally {
      setSaving(false);
    }
  };

  if (editing) {
    return (
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t`Edit the project`}>
        <form noValidate onSubmit={form.onSubmit((values) => void save(values), focusFirstError)}>
          <Stack gap="md">
            {notice && (
              <Alert color="red" role="alert">
                {notice}
              </Alert>
            )}
            {changedMeanwhile && (
              <Alert color="yellow" role="status">
                <Trans>
                  This project was changed elsewhere while you were editing it. Saving replaces those changes with yours; cancel to see
                  them.
                </Trans>
              </Alert>
            )}
            <ProjectFields form={form} people={{ client: project.client, members: project.members }} disabled={saving} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => stopEditing()} disabled={saving}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={saving}>
                <Trans>Save changes</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="overview-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={2} fz="h4" id="overview-title">
              <Trans>Overview</Trans>
            </Title>
            <Group gap="sm" wrap="wrap">
              <ProjectStatusBadge status={project.status} />
              <ClientLine project={project} />
            </Group>
            <ProjectDates start={project.start_date} end={project.end_date} />
          </Stack>
          <Stack gap={2} align="center">
            <ProgressRing progress={project.progress} size={84} />
            <TasksDone counts={project.task_counts} ta="center" />
          </Stack>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={project.description ? undefined : 'dimmed'}>
          <bdi>{project.description || <Trans>No description.</Trans>}</bdi>
        </Text>
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {creator ? <Trans>Created by {creator}</Trans> : null}
          </Text>
          {project.can_edit && (
            <Button variant="default" leftSection={<IconEdit size={16} />} onClick={startEditing}>
              <Trans>Edit project</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function Members({ project }: { project: ProjectDetail }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="members-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="members-title">
          <Trans>Members</Trans>
        </Title>
        {project.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No members yet.</Trans>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="members">
            {project.members.map((member) => (
              <Group key={member.id} component="li" gap="sm" wrap="nowrap">
                <UserAvatar user={member} size={36} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {member.full_name}
                  </Text>
                  {member.role && <RoleBadge role={member.role} size="xs" />}
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** /dashboard/projects/details/{id}: overview, members, phases summary and attachments of one project. */
export function ProjectDetailsPage({ projectId }: { projectId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader has put it in the cache; a save elsewhere (a task done on the board, here or
  // in another tab or by someone else) marks it out of date, and it is read again while shown.
  const { data: project } = useSuspenseQuery(projectQuery(projectId));
  // Its fields, members, status and files, or its board (progress, phases), changed elsewhere.
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
  useLiveEvent((event) => (event.kind === 'project' || event.kind === 'board') && event.subject === projectId, readAgain);
  useLiveReload(readAgain);
  const setProject = (change: (current: ProjectDetail) => ProjectDetail) =>
    queryClient.setQueryData<ProjectDetail>(projectKeys.detail(projectId), (current) => current && change(current));
  const saved = (next: ProjectDetail) => {
    setProject(() => next);
    void markProjectListingsChanged(queryClient);
  };
  return (
    <Stack gap="md">
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={RouterAnchor} href="/dashboard/projects/version-1" size="sm">
          {t`Projects`}
        </Anchor>
        <Text size="sm" c="dimmed" truncate maw={360}>
          {project.name}
        </Text>
      </Breadcrumbs>
      <Title order={1} fz="h2">
        {project.name}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <Overview project={project} onSaved={saved} />
            <PhasesSummary projectId={project.id} phases={project.phases} />
            <AttachmentsPanel
              projectId={project.id}
              attachments={project.attachments}
              onChange={(attachments) => setProject((current) => ({ ...current, attachments }))}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Members project={project} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
