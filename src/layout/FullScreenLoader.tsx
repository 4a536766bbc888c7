import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Shown until the app knows whether there is a session. */
export function FullScreenLoader() {
  const { t } = useLingui();
  return (
    <Center h="100vh" role="status" aria-label={t`Loading`}>
      <Loader size="lg" />
    </Center>
  );
}
