import { Badge } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

/** Marks a call or conversation made with the settings page's simulator. */
export function TestBadge() {
  const { t } = useLingui();
  return (
    <Badge size="xs" variant="outline" color="gray" ms={6} title={t`Made with "Try your assistant" on the settings page`}>
      <Trans>Test</Trans>
    </Badge>
  );
}
