import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AVATAR_MAX_BYTES } from '@/api/contract/users';

export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

/** What an avatar field says for each failed check, wherever an avatar is uploaded. */
export const AVATAR_MESSAGES: Record<string, MessageDescriptor> = {
  not_an_image: msg`Upload a PNG, JPEG or WebP image.`,
  unexpected_file: msg`Upload a PNG, JPEG or WebP image.`,
  file_too_large: msg`The image must be at most ${AVATAR_MAX_MB} MB.`,
};
