import { ActionIcon, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconFileUpload, IconPaperclip, IconX } from '@tabler/icons-react';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, ATTACHMENT_TYPES } from '@/api/contract/projects';
import { useFormat } from '@/ui/format';
import type { UploadQueue } from './upload-queue';
import '@mantine/dropzone/styles.css';

const ACCEPT = Object.fromEntries([
  ...ATTACHMENT_TYPES.map((type) => [type, []]),
  // Browsers often know text files only by their extension.
  ['text/plain', ['.txt', '.md', '.csv']],
]) as Record<string, string[]>;

export function fileSize(bytes: number, format: ReturnType<typeof useFormat>): string {
  if (bytes < 1024) return `${format.number(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format.number(Math.round(bytes / 1024))} KB`;
  return `${format.number(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}

/**
 * Files to attach: dropped or picked, listed with their size, removable before sending, each with
 * its progress while sending and its own error when refused (here or by the server).
 */
export function AttachmentDrop({
  queue,
  uploading,
  onRejected,
}: {
  queue: UploadQueue;
  uploading: boolean;
  onRejected(message: string): void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const max = fileSize(ATTACHMENT_MAX_BYTES, format);
  const room = ATTACHMENT_MAX_FILES - queue.items.length;

  const rejected = (rejections: FileRejection[]) => {
    const names = rejections.map((r) => r.file.name).join(', ');
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    const tooMany = rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'));
    if (tooMany) onRejected(t`At most ${ATTACHMENT_MAX_FILES} files at a time.`);
    else if (tooLarge) onRejected(t`Too large (at most ${max} each): ${names}`);
    else onRejected(t`This type of file is not accepted: ${names}`);
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={queue.add}
        onReject={rejected}
        maxSize={ATTACHMENT_MAX_BYTES}
        maxFiles={room}
        accept={ACCEPT}
        disabled={uploading || room <= 0}
        multiple
        aria-label={t`Attachments`}
        p="md"
      >
        <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={32} stroke={1.5} aria-hidden />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              <Trans>Drop files here or click to choose</Trans>
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>
                Up to {ATTACHMENT_MAX_FILES} files, {max} each: {ATTACHMENT_EXTENSIONS.join(' ')}
              </Trans>
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {queue.items.length > 0 && (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Files to upload`}>
          {queue.items.map((item) => {
            const name = item.file.name;
            return (
              <li key={item.key}>
                <Group gap="sm" wrap="nowrap">
                  <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" truncate>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        <bdi>{fileSize(item.file.size, format)}</bdi>
                      </Text>
                    </Group>
                    {uploading && <Progress value={item.progress * 100} size="xs" aria-label={t`Uploading ${name}`} />}
                    {item.error && (
                      <Text size="xs" c="red" role="alert">
                        {item.error}
                      </Text>
                    )}
                  </Stack>
                  <Tooltip label={t`Remove ${name}`}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => queue.remove(item.key)}
                      disabled={uploading}
                      aria-label={t`Remove ${name}`}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
