import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useAuth } from '@/features/auth';
import { useSayProblem } from '@/i18n/use-say-problem';

const RETRYING = { authenticated: { token: 'retrying' } } as const;

/** Says so when the session could not be renewed for a passing reason and Lato keeps trying. */
export function SessionNotice() {
  const { t } = useLingui();
  const sayProblem = useSayProblem();
  const error = useAuth((s) => (s.matches(RETRYING) ? s.context.error : null));
  if (error === null) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      icon={<IconPlugConnectedX size={18} />}
      title={t`Connection problem`}
      mb="md"
      data-testid="session-notice"
    >
      {sayProblem(error)} {t`You stay signed in; Lato tries again every few seconds.`}
    </Alert>
  );
}
