import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';

/** Asks before a position is deleted for good, and deletes it (the dialog says why, if it cannot). */
export function DeletePositionDialog({
  title,
  opened,
  onDelete,
  onClose,
}: {
  title: string | null;
  opened: boolean;
  /** Deletes: null once deleted, else why it failed. */
  onDelete(): Promise<string | null>;
  onClose(): void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDeleteDialog
      title={t`Delete this position?`}
      message={<Trans>“{title}” and its texts in both languages are deleted for good.</Trans>}
      confirmLabel={t`Delete position`}
      opened={opened}
      onDelete={async () => {
        const failed = await onDelete();
        return failed === null ? null : { message: failed };
      }}
      onClose={onClose}
    />
  );
}
