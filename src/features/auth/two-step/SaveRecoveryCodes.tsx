import { useState } from 'react';
import { Button, Checkbox } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { AuthActor } from '@machines/auth/auth.machine';
import { GuestLayout } from '@/layout/GuestLayout';
import { RecoveryCodesList } from './RecoveryCodesList';

/** After two-step sign-in was set up at sign-in: its recovery codes, once, before the session starts. */
export function SaveRecoveryCodes({ actor }: { actor: AuthActor }) {
  const { t } = useLingui();
  const codes = useSelector(actor, (s) => s.context.newRecoveryCodes?.codes ?? []);
  const [kept, setKept] = useState(false);
  return (
    <GuestLayout title={<Trans>Save your recovery codes</Trans>} subtitle={<Trans>Two-step sign-in is on.</Trans>}>
      <RecoveryCodesList codes={codes} />
      <Checkbox label={t`I have kept my recovery codes`} checked={kept} onChange={(event) => setKept(event.currentTarget.checked)} />
      <Button fullWidth size="md" disabled={!kept} onClick={() => actor.send({ type: 'RECOVERY_CODES_SAVED' })}>
        <Trans>Continue</Trans>
      </Button>
    </GuestLayout>
  );
}
