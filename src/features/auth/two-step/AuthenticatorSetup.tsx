import { ActionIcon, Box, Center, CopyButton, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { TwoStepSetup } from '@/api/contract/auth';

/** The new secret for an authenticator app: a QR code to scan, and the key to type where scanning is not possible. */
export function AuthenticatorSetup({ setup }: { setup: TwoStepSetup }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Trans>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and others), or type the key
          below into it.
        </Trans>
      </Text>
      <Center>
        {/* A light frame in the dark theme too: scanners read dark squares on light. */}
        <Box bg="white" p={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Image src={setup.qr_code} alt={t`QR code of the key for your authenticator app`} w={180} h={180} />
        </Box>
      </Center>
      <Group gap="xs" justify="center" wrap="nowrap">
        <Stack gap={0} align="center">
          <Text size="xs" c="dimmed">
            <Trans>Key</Trans>
          </Text>
          {/* Its groups of four wrap between groups, never inside one. */}
          <Text ff="monospace" size="sm" dir="ltr" ta="center" data-testid="authenticator-key">
            {setup.secret}
          </Text>
        </Stack>
        <CopyButton value={setup.secret.replace(/\s/g, '')}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t`Copied` : t`Copy the key`} withArrow>
              <ActionIcon variant="subtle" onClick={copy} aria-label={t`Copy the key`}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
