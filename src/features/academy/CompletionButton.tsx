import { useState } from 'react';
import { Button } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { IconCheck } from '@tabler/icons-react';
import type { ModuleSummary } from '@/api/contract/academy';
import { errorMessage } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { academyApi, academyKey } from './academy-queries';

const MARK_FAILED = msg`Could not save your progress. Try again.`;

/** Marks a module done, or not done again, for the reader. */
export function CompletionButton({ module, size = 'sm' }: { module: Pick<ModuleSummary, 'id' | 'completed_at'>; size?: 'xs' | 'sm' }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const done = module.completed_at !== null;
  const toggle = async () => {
    setSaving(true);
    try {
      await (done ? academyApi.uncomplete(module.id) : academyApi.complete(module.id));
      await queryClient.invalidateQueries({ queryKey: academyKey });
    } catch (error) {
      showToast({ color: 'red', message: errorMessage(error, MARK_FAILED) });
    } finally {
      setSaving(false);
    }
  };
  return done ? (
    <Button size={size} variant="default" loading={saving} onClick={() => void toggle()}>
      <Trans>Mark as not done</Trans>
    </Button>
  ) : (
    <Button size={size} leftSection={<IconCheck size={16} aria-hidden />} loading={saving} onClick={() => void toggle()}>
      <Trans>Mark as done</Trans>
    </Button>
  );
}
