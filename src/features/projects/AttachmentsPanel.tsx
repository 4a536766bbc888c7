import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { showToast } from '@/ui/toast';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload, IconFile, IconTrash, IconUpload } from '@tabler/icons-react';
import type { Attachment } from '@/api/contract/projects';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { useFormat } from '@/ui/format';
import { saveFile } from '@/ui/save-file';
import { AttachmentDrop, fileSize } from './AttachmentDrop';
import { projectsApi } from './projects-api';
import { useUploadQueue } from './upload-queue';

function AttachmentRow({ attachment, onDelete }: { attachment: Attachment; onDelete(attachment: Attachment): void }) {
  const { t } = useLingui();
  const format = useFormat();
  const [downloading, setDownloading] = useState(false);
  const name = attachment.original_name;
  const uploader = attachment.uploaded_by?.full_name ?? t`someone who left`;
  const when = format.date(attachment.uploaded_at);
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await projectsApi.download(attachment);
      saveFile(blob, fileName ?? name);
    } catch (error) {
      showToast({ color: 'red', message: errorMessage(error, defaultErrors.attachmentDownload) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group component="li" gap="sm" wrap="nowrap" py={6}>
      <IconFile size={20} aria-hidden style={{ flexShrink: 0 }} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          <bdi>
            {fileSize(attachment.size, format)} ·{' '}
            <Trans>
              {uploader}, {when}
            </Trans>
          </bdi>
        </Text>
      </Stack>
      <Tooltip label={t`Download ${name}`}>
        <ActionIcon variant="subtle" onClick={() => void download()} loading={downloading} aria-label={t`Download ${name}`}>
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
      {attachment.can_delete && (
        <Tooltip label={t`Delete ${name}`}>
          <ActionIcon variant="subtle" color="red" onClick={() => onDelete(attachment)} aria-label={t`Delete ${name}`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** A project's files: download, delete (with a confirmation), and upload more with progress. */
export function AttachmentsPanel({
  projectId,
  attachments,
  onChange,
}: {
  projectId: number;
  attachments: Attachment[];
  onChange(attachments: Attachment[]): void;
}) {
  const { t } = useLingui();
  const queue = useUploadQueue();
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const upload = async () => {
    setUploading(true);
    setNotice(null);
    queue.reset();
    try {
      const added = await projectsApi.upload(projectId, queue.files, queue.onProgress);
      onChange([...attachments, ...added]);
      queue.clear();
      showToast({ color: 'teal', message: plural(added.length, { one: 'Uploaded # file.', other: 'Uploaded # files.' }) });
    } catch (error) {
      const onFiles = queue.markRefused(fieldErrorMessages(error));
      setNotice(
        onFiles ? t`Nothing was uploaded: remove or replace the files marked below.` : errorMessage(error, defaultErrors.attachmentsUpload),
      );
    } finally {
      setUploading(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await projectsApi.deleteAttachment(deleting);
      onChange(attachments.filter((a) => a.id !== deleting.id));
      const name = deleting.original_name;
      showToast({ color: 'teal', message: t`Deleted ${name}.` });
      setDeleting(null);
    } catch (error) {
      showToast({ color: 'red', message: errorMessage(error, defaultErrors.attachmentDelete) });
    } finally {
      setDeleteBusy(false);
    }
  };

  const deletingName = deleting?.original_name ?? '';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="attachments-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="attachments-title">
          <Trans>Attachments</Trans>
        </Title>
        {attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No files yet.</Trans>
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="attachments">
            {attachments.map((attachment) => (
              <AttachmentRow key={attachment.id} attachment={attachment} onDelete={setDeleting} />
            ))}
          </Stack>
        )}
        {notice && (
          <Alert color="red" role="alert">
            {notice}
          </Alert>
        )}
        <AttachmentDrop queue={queue} uploading={uploading} onRejected={setNotice} />
        {queue.items.length > 0 && (
          <Group justify="flex-end">
            <Button leftSection={<IconUpload size={16} />} onClick={() => void upload()} loading={uploading}>
              <Trans>Upload</Trans>
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={deleting !== null} onClose={() => !deleteBusy && setDeleting(null)} title={t`Delete this file?`} size="sm">
        <Stack gap="md">
          <Text size="sm">
            <Trans>“{deletingName}” will be deleted for everyone on the project. This cannot be undone.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={deleteBusy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" onClick={() => void confirmDelete()} loading={deleteBusy}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
