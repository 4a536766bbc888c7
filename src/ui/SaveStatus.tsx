import { useEffect } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { showToast } from './toast';
import { useLingui } from '@lingui/react/macro';
import { IconCloudCheck } from '@tabler/icons-react';
import type { Problem } from '@/api/problem';
import { sayProblem } from '@/api/errors';

/** "Saving…" while changes wait to be saved, "All changes saved" once they are: for boards that save as they change. */
export function SavingState({ saving }: { saving: boolean }) {
  const { t } = useLingui();
  return (
    <Group gap={6} c="dimmed" aria-live="polite">
      {saving ? <Loader size={14} aria-hidden /> : <IconCloudCheck size={16} aria-hidden />}
      <Text size="xs">{saving ? t`Saving…` : t`All changes saved`}</Text>
    </Group>
  );
}

/** Says each failed save once, as a toast in the language the page reads in then: a notice is shown when its id is new. */
export function NoticeToast({ notice, idPrefix }: { notice: { id: number; message: Problem } | null; idPrefix: string }) {
  useEffect(() => {
    if (notice) showToast({ id: `${idPrefix}-${notice.id}`, color: 'red', message: sayProblem(notice.message) });
  }, [notice, idPrefix]);
  return null;
}
