import { Button, Group, Modal, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';

/**
 * While `when` holds, leaving the page (a link, Back, another number in the address) asks first,
 * and closing the tab or reloading gets the browser's own warning.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useLingui();
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t`Leave without saving?`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text size="sm">
        <Trans>Your changes have not been saved. If you leave now, they are lost.</Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          <Trans>Stay on this page</Trans>
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          <Trans>Leave without saving</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
