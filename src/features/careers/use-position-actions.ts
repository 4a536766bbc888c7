import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { PositionAdmin, PositionAdminSummary, PositionStatus } from '@/api/contract/careers';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { careersApi } from './careers-api';
import { careersKeys } from './careers-queries';
import { CAREERS_FAILURES } from './failure';
import { POSITION_FIELD_MESSAGES } from './field-messages';

type Position = Pick<PositionAdminSummary, 'id' | 'title_en' | 'title_es'>;
/** What a position may become once written: open (published, or reopened) or closed; never a draft again. */
export type PublishedStatus = Exclude<PositionStatus, 'draft'>;

/**
 * What the list and a position's page do to a position besides editing it: publish, close and
 * reopen it, or delete it. Each answers null once done (and said so), else why it failed.
 */
export function usePositionActions() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const titleOf = (position: Position) => (i18n.locale === 'es' ? position.title_es : position.title_en);
  /** The server's reason on a field (a closing date passed), else the one mapper's message. */
  const reasonOf = (error: unknown, fallback: typeof CAREERS_FAILURES.status) =>
    Object.values(fieldErrorMessages(error, POSITION_FIELD_MESSAGES))[0] ?? errorMessage(error, fallback);

  const done: Record<PublishedStatus, (title: string) => string> = {
    open: (title) => t`Published ${title}: it is on the careers page.`,
    closed: (title) => t`Closed ${title}: it takes no more applications.`,
  };

  return {
    async setStatus(position: Position, status: PublishedStatus): Promise<string | null> {
      try {
        const saved: PositionAdmin = await careersApi.updatePosition(position.id, { status });
        queryClient.setQueryData(careersKeys.position(saved.id), saved);
        void queryClient.invalidateQueries({ queryKey: careersKeys.positions, exact: true });
        showToast({ color: 'teal', message: done[status](titleOf(saved)) });
        return null;
      } catch (error) {
        return reasonOf(error, CAREERS_FAILURES.status);
      }
    },
    async remove(position: Position): Promise<string | null> {
      try {
        await careersApi.deletePosition(position.id);
        queryClient.removeQueries({ queryKey: careersKeys.position(position.id) });
        void queryClient.invalidateQueries({ queryKey: careersKeys.positions, exact: true });
        const title = titleOf(position);
        showToast({ color: 'teal', message: t`Deleted ${title}.` });
        return null;
      } catch (error) {
        return reasonOf(error, CAREERS_FAILURES.delete);
      }
    },
  };
}
