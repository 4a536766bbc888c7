import { useCallback, useMemo, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationBoard } from '@/api/contract/careers';
import { toApiError } from '@/api/errors';
import { problemOf, problemSaying } from '@/api/problem';
import { useSayProblem } from '@/i18n/use-say-problem';
import { showToast } from '@/ui/toast';
import { cardOf, moveOnBoard, type BoardMove } from './board-order';
import { pipelineApi } from './pipeline-api';
import { pipelineKeys } from './pipeline-queries';

const MOVE_FAILED = msg`Could not move the application.`;
const MOVED_MEANWHILE = msg`Someone else moved or changed this application meanwhile. The board has been reloaded: make your move again.`;

/** A move as it waits its turn: on the board narrowed as it was when the move was made. */
interface WaitingMove extends BoardMove {
  position: number | null;
}

/**
 * The board's moves: each shows at once on top of the board the server last answered, and they are
 * saved one at a time, in order, each from the card's version in the server's latest answer. A
 * refused move is said, and it and the moves made after it are dropped: the board shows again what
 * the server has. A move refused because the card changed meanwhile (409), or is gone (404),
 * reads the board again. A re-read asked for while moves are saving (someone else's change) waits
 * for the last of them: read earlier, it would answer the board without them.
 */
export function useBoardMoves(position: number | null, confirmed: ApplicationBoard | undefined) {
  const queryClient = useQueryClient();
  const sayProblem = useSayProblem();
  const [waiting, setWaiting] = useState<readonly WaitingMove[]>([]);
  const queue = useRef<WaitingMove[]>([]);
  const saving = useRef(false);
  const readLater = useRef(false);

  const readNow = useCallback(() => void queryClient.invalidateQueries({ queryKey: pipelineKeys.boards }), [queryClient]);

  const readAgain = useCallback(() => {
    if (saving.current) readLater.current = true;
    else readNow();
  }, [readNow]);

  const refused = (error: unknown) => {
    const { status } = toApiError(error);
    const problem = status === 409 ? problemSaying(MOVED_MEANWHILE) : problemOf(error, MOVE_FAILED);
    showToast({ color: 'red', message: sayProblem(problem) });
    if (status === 409 || status === 404) readLater.current = true;
  };

  const saveInTurn = async () => {
    saving.current = true;
    while (queue.current.length > 0) {
      const next = queue.current[0]!;
      const key = pipelineKeys.board(next.position);
      // A read under way would answer the board as it was before this move, after it.
      await queryClient.cancelQueries({ queryKey: key });
      const board = queryClient.getQueryData<ApplicationBoard>(key);
      const card = board && cardOf(board, next.id);
      try {
        // A card no longer on the board (deleted meanwhile) has nowhere to go.
        if (card) {
          const answer = await pipelineApi.move(next.id, {
            stage: next.stage,
            index: next.index,
            version: card.version,
            position: next.position,
          });
          queryClient.setQueryData(key, answer);
          // Its drawer says its stage.
          void queryClient.invalidateQueries({ queryKey: pipelineKeys.application(next.id) });
        }
        queue.current.shift();
      } catch (error) {
        queue.current = [];
        refused(error);
      }
      setWaiting([...queue.current]);
    }
    saving.current = false;
    if (readLater.current) {
      readLater.current = false;
      readNow();
    }
  };

  const move = (change: BoardMove) => {
    queue.current.push({ ...change, position });
    setWaiting([...queue.current]);
    if (!saving.current) void saveInTurn();
  };

  const shown = useMemo(
    () => confirmed && waiting.filter((change) => change.position === position).reduce(moveOnBoard, confirmed),
    [confirmed, waiting, position],
  );

  return { shown, move, saving: waiting.length > 0, readAgain };
}
