import { List, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

/** The terms a client accepts on signing up, to read without leaving the form. */
export function TermsModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Terms of service`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Lato answers your business's calls and messages with an AI assistant, on the phone numbers you connect to it.</Trans>
        </Text>
        <List size="sm" spacing="xs">
          <List.Item>
            <Trans>
              You keep the recordings, transcripts and messages of your numbers; only you and the agency staff who support you can read
              them.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>You tell your callers that an assistant answers, where the law asks you to.</Trans>
          </List.Item>
          <List.Item>
            <Trans>You keep your password to yourself; you may close your account at any time, and your data goes with it.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Lato keeps the service running and secure, and tells you before terms change.</Trans>
          </List.Item>
        </List>
      </Stack>
    </Modal>
  );
}
