import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { showToast } from '@/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectDetail } from '@/api/contract/projects';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { AttachmentDrop } from './AttachmentDrop';
import { PROJECT_FIELD_MESSAGES } from './field-messages';
import { ProjectFields } from './ProjectFields';
import { toProjectPayload, useProjectForm, type ProjectFormValues } from './project-form';
import { projectsApi } from './projects-api';
import { markProjectListingsChanged, projectKeys } from './projects-queries';
import { useUploadQueue } from './upload-queue';
import { focusFirstError } from '@/ui/focus-first-error';

/** "New project": its fields and first attachments, created together; refusals on their fields and files. */
export function CreateProjectModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose(): void;
  onCreated(project: ProjectDetail): void;
}) {
  const { t } = useLingui();
  const form = useProjectForm();
  const queue = useUploadQueue();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const close = () => {
    if (saving) return;
    form.reset();
    queue.clear();
    setNotice(null);
    onClose();
  };

  const queryClient = useQueryClient();
  const submit = async (values: ProjectFormValues) => {
    setSaving(true);
    setNotice(null);
    queue.reset();
    try {
      const created = await projectsApi.create(toProjectPayload(values), queue.files, queue.onProgress);
      onCreated(created);
      queryClient.setQueryData(projectKeys.detail(created.id), created);
      void markProjectListingsChanged(queryClient);
      const name = created.name;
      showToast({ color: 'teal', message: t`Created the project ${name}.` });
      setSaving(false);
      form.reset();
      queue.clear();
      onClose();
    } catch (error) {
      setSaving(false);
      const onFields = fieldErrorMessages(error, PROJECT_FIELD_MESSAGES);
      const fileErrors = Object.fromEntries(Object.entries(onFields).filter(([key]) => key === 'files' || key.startsWith('files.')));
      form.setErrors(Object.fromEntries(Object.entries(onFields).filter(([key]) => !(key in fileErrors))));
      const onFiles = queue.markRefused(fileErrors);
      if (Object.keys(onFields).length === 0) setNotice(errorMessage(error, defaultErrors.projectCreate));
      else if (onFiles) setNotice(t`Nothing was created: remove or replace the files marked below.`);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t`New project`} size="lg" closeOnClickOutside={!saving} closeOnEscape={!saving}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
        <Stack gap="md">
          <ProjectFields form={form} people={{ client: null, members: [] }} disabled={saving} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <Trans>Attachments</Trans>
            </Text>
            <AttachmentDrop queue={queue} uploading={saving} onRejected={setNotice} />
          </Stack>
          {notice && (
            <Alert color="red" role="alert">
              {notice}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Create project</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
