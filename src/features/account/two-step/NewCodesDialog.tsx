import { useState } from 'react';
import { Modal } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmPassword } from './ConfirmPassword';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { twoStepApi } from './two-step-api';
import { useTwoStepChanged } from './use-two-step-changed';

/** A new set of recovery codes, for one who used most of theirs or fears they were seen: the old set stops working. */
export function NewCodesDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const changed = useTwoStepChanged();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Modal opened onClose={onClose} title={t`New recovery codes`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {codes ? (
        <RecoveryCodesStep codes={codes} onDone={onClose} />
      ) : (
        <ConfirmPassword
          submitLabel={<Trans>Make new codes</Trans>}
          onCancel={onClose}
          onConfirm={async (password) => {
            const renewed = await twoStepApi.renewRecoveryCodes({ password });
            changed();
            setCodes(renewed.recovery_codes);
          }}
        >
          <Trans>Your current recovery codes stop working and a new set replaces them. Confirm your password to go on.</Trans>
        </ConfirmPassword>
      )}
    </Modal>
  );
}
