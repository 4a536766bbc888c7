import type { ApplicationBoard, ApplicationCard, ApplicationStage } from '@/api/contract/careers';

/** A card put at `index` of `stage`, counted among the stage's other cards as the board shows them. */
export interface BoardMove {
  id: number;
  stage: ApplicationStage;
  index: number;
}

/** Where a card is on the board: its stage and its place there; null when it is not on it. */
export function placeOf(board: ApplicationBoard, id: number): { stage: ApplicationStage; index: number } | null {
  for (const column of board.stages) {
    const index = column.applications.findIndex((card) => card.id === id);
    if (index >= 0) return { stage: column.stage, index };
  }
  return null;
}

export function cardOf(board: ApplicationBoard, id: number): ApplicationCard | undefined {
  for (const column of board.stages) {
    const card = column.applications.find((candidate) => candidate.id === id);
    if (card) return card;
  }
  return undefined;
}

/**
 * The board as it is once the card has moved: it leaves its place, then goes to the index of its
 * stage (or the stage's end, past it), as the server places it. Columns the move leaves alone keep
 * their objects, so their cards are not drawn again. The same board when the card is not on it.
 */
export function moveOnBoard(board: ApplicationBoard, move: BoardMove): ApplicationBoard {
  const card = cardOf(board, move.id);
  if (!card) return board;
  const moved = card.stage === move.stage ? card : { ...card, stage: move.stage };
  return {
    ...board,
    stages: board.stages.map((column) => {
      const holds = column.applications.includes(card);
      if (!holds && column.stage !== move.stage) return column;
      const applications = holds ? column.applications.filter((other) => other !== card) : [...column.applications];
      if (column.stage === move.stage) applications.splice(Math.min(move.index, applications.length), 0, moved);
      return { ...column, applications };
    }),
  };
}

/** The board without a card (its applicant's data deleted). */
export function withoutCard(board: ApplicationBoard, id: number): ApplicationBoard {
  return {
    ...board,
    stages: board.stages.map((column) =>
      column.applications.some((card) => card.id === id)
        ? { ...column, applications: column.applications.filter((card) => card.id !== id) }
        : column,
    ),
  };
}
