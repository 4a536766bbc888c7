import { createContext, useContext } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApplicationBoard, ApplicationCard, ApplicationStage } from '@/api/contract/careers';
import { MoveMenu, MovePlaces } from '@/board-kit/MoveMenu';
import { placeOf } from './board-order';
import { STAGE_LABELS } from '@/features/careers/shared';

/** The board as shown and the way to move a card on it, for the menus of its cards. */
export interface BoardMoves {
  board: ApplicationBoard;
  onMove(card: ApplicationCard, stage: ApplicationStage, index: number): void;
}

/**
 * Given by the board to its cards' menus: a card's own props stay the same when another card
 * moves, so only the card that moved is drawn again.
 */
export const BoardMovesContext = createContext<BoardMoves | null>(null);

/** The places, worked out from the board only while the menu is open: a closed menu costs a card nothing when the board changes. */
function MoveMenuItems({ card }: { card: ApplicationCard }) {
  const { i18n } = useLingui();
  const moves = useContext(BoardMovesContext);
  if (!moves) return null;
  const place = placeOf(moves.board, card.id);
  return (
    <MovePlaces
      from={place?.stage ?? null}
      index={place?.index ?? -1}
      targets={moves.board.stages.map((column) => ({
        id: column.stage,
        name: i18n._(STAGE_LABELS[column.stage]),
        size: column.applications.length,
      }))}
      onMove={(stage, index) => moves.onMove(card, stage, index)}
    />
  );
}

/**
 * "Move to…": every place a drag could take the card (up, down, the top or the end of any stage),
 * for those who cannot or would rather not drag. It moves the card as a drop does.
 */
export function ApplicationMoveMenu({ card }: { card: ApplicationCard }) {
  const { t } = useLingui();
  const title = card.name;
  return (
    <MoveMenu label={t`Move ${title} to…`} tooltip={t`Move to…`}>
      <MoveMenuItems card={card} />
    </MoveMenu>
  );
}
