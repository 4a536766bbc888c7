import { useState } from 'react';
import { Modal } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@/ui/toast';
import { ConfirmPassword } from './ConfirmPassword';
import { ProveApp, type TwoStepAccountSetup } from './ProveApp';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { twoStepApi } from './two-step-api';
import { useTwoStepChanged } from './use-two-step-changed';

type Step = { name: 'password' } | { name: 'app'; setup: TwoStepAccountSetup } | { name: 'codes'; codes: string[] };

/** Turning two-step sign-in on: the password, then adding the app and typing its code, then the recovery codes. */
export function TurnOnDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const changed = useTwoStepChanged();
  const [step, setStep] = useState<Step>({ name: 'password' });
  return (
    <Modal opened onClose={onClose} title={t`Turn on two-step sign-in`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {step.name === 'password' && (
        <ConfirmPassword
          submitLabel={<Trans>Continue</Trans>}
          onCancel={onClose}
          onConfirm={async (password) => setStep({ name: 'app', setup: await twoStepApi.startSetup({ password }) })}
        >
          <Trans>
            At every sign-in, Lato will ask for your password and a code from an authenticator app on your phone. Confirm your password to
            begin.
          </Trans>
        </ConfirmPassword>
      )}
      {step.name === 'app' && (
        <ProveApp
          setup={step.setup}
          onRestart={() => setStep({ name: 'password' })}
          onEnabled={(codes) => {
            changed();
            showToast({ color: 'teal', message: t`Two-step sign-in is on.` });
            setStep({ name: 'codes', codes });
          }}
        />
      )}
      {step.name === 'codes' && <RecoveryCodesStep codes={step.codes} onDone={onClose} />}
    </Modal>
  );
}
