import { Modal } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@/ui/toast';
import { ConfirmPassword } from './ConfirmPassword';
import { twoStepApi } from './two-step-api';
import { useTwoStepChanged } from './use-two-step-changed';

/** Turning two-step sign-in off: the password alone signs in again, so the password confirms it. */
export function TurnOffDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const changed = useTwoStepChanged();
  return (
    <Modal opened onClose={onClose} title={t`Turn off two-step sign-in?`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <ConfirmPassword
        danger
        submitLabel={<Trans>Turn off</Trans>}
        onCancel={onClose}
        onConfirm={async (password) => {
          await twoStepApi.disable({ password });
          changed();
          showToast({ color: 'teal', message: t`Two-step sign-in is off.` });
          onClose();
        }}
      >
        <Trans>Your password alone will sign you in, and your recovery codes stop working. Confirm your password to turn it off.</Trans>
      </ConfirmPassword>
    </Modal>
  );
}
