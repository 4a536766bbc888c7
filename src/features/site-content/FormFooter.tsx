import { Alert, Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** The end of a site-content form: why the save failed, when it did, then Cancel and the save button. */
export function FormFooter({
  notice,
  saving,
  saveLabel,
  onCancel,
}: {
  notice: string | null;
  saving: boolean;
  saveLabel: string;
  onCancel(): void;
}) {
  return (
    <>
      {notice && (
        <Alert color="red" role="alert">
          {notice}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
      </Group>
    </>
  );
}
