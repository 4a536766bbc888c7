import { useEffect, useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPhotoUp } from '@tabler/icons-react';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/api/contract/users';
import { AVATAR_MAX_MB, AVATAR_MESSAGES } from '@/i18n/avatar-messages';
import { UserAvatar } from './UserAvatar';
import '@mantine/dropzone/styles.css';

interface Props {
  name: string;
  /** The stored avatar's URL, when editing. */
  current: string | null;
  file: File | null;
  removed: boolean;
  error?: string;
  onFile(file: File | null): void;
  onRemove(): void;
  onError(message: string | null): void;
  /** What the image is, where it is not a person's avatar (a business's logo): the field's words. */
  words?: { label: string; upload: string; image: string; remove: string };
}

/** Avatar upload with a preview; type and size are checked here as the server checks them. */
export function AvatarField({ name, current, file, removed, error, onFile, onRemove, onError, words }: Props) {
  const { t, i18n } = useLingui();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? (removed ? null : current);

  const reject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    onError(i18n._(AVATAR_MESSAGES[tooLarge ? 'file_too_large' : 'not_an_image']!));
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {words ? words.label : <Trans>Avatar</Trans>}
      </Text>
      <Group align="center" wrap="nowrap">
        <UserAvatar user={{ full_name: name || '?', avatar: null }} src={shown} size={72} data-testid="avatar-preview" />
        <Dropzone
          onDrop={(files) => {
            onError(null);
            onFile(files[0] ?? null);
          }}
          onReject={reject}
          maxSize={AVATAR_MAX_BYTES}
          accept={[...AVATAR_TYPES]}
          multiple={false}
          style={{ flex: 1 }}
          aria-label={words?.upload ?? t`Upload avatar`}
          inputProps={{ 'aria-label': words?.image ?? t`Avatar image` } as never}
        >
          <Group gap="sm" justify="center" mih={60} style={{ pointerEvents: 'none' }}>
            <IconPhotoUp size={28} stroke={1.5} />
            <div>
              <Text size="sm">
                <Trans>Drop an image here or click to choose one</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>PNG, JPEG or WebP, up to {AVATAR_MAX_MB} MB</Trans>
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Group>
      {shown && (
        <Group>
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            {words ? words.remove : <Trans>Remove avatar</Trans>}
          </Button>
        </Group>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
