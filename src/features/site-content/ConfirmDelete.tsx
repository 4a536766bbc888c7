import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';

/** Asks before an entry of the site's content is deleted for good, and deletes it (the dialog says why, if it cannot). */
export function ConfirmDelete({
  opened,
  title,
  children,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** Deletes: null once deleted, else why it failed, said to the reader. */
  onConfirm(): Promise<string | null>;
  onClose(): void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDeleteDialog
      title={title}
      message={children}
      confirmLabel={t`Delete`}
      opened={opened}
      onDelete={async () => {
        const failed = await onConfirm();
        return failed === null ? null : { message: failed };
      }}
      onClose={onClose}
    />
  );
}
