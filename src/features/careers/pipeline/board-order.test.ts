import { describe, expect, it } from 'vitest';
import { APPLICATION_STAGES, type ApplicationBoard, type ApplicationCard, type ApplicationStage } from '@/api/contract/careers';
import { moveOnBoard, placeOf, withoutCard } from './board-order';

const POSITION = { id: 1, slug: 'designer', title_en: 'Designer', title_es: 'Diseñadora', status: 'open' as const };
const card = (id: number, stage: ApplicationStage): ApplicationCard => ({
  id,
  name: `Applicant ${id}`,
  email: `a${id}@example.test`,
  position: POSITION,
  stage,
  version: 1,
  has_cover_letter: false,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
});

/** A board with these cards by stage; the other stages empty. */
function boardOf(cards: Partial<Record<ApplicationStage, number[]>>): ApplicationBoard {
  return {
    position: null,
    stages: APPLICATION_STAGES.map((stage) => ({ stage, applications: (cards[stage] ?? []).map((id) => card(id, stage)) })),
    positions: [POSITION],
  };
}

const idsOf = (board: ApplicationBoard) =>
  Object.fromEntries(
    board.stages.filter((column) => column.applications.length > 0).map((column) => [column.stage, column.applications.map((c) => c.id)]),
  );

describe('the board after a move', () => {
  it('puts the card at the index of another stage, with that stage, and leaves the untouched columns as they were', () => {
    const board = boardOf({ received: [1, 2, 3], interview: [4, 5] });
    const moved = moveOnBoard(board, { id: 2, stage: 'interview', index: 1 });
    expect(idsOf(moved)).toEqual({ received: [1, 3], interview: [4, 2, 5] });
    expect(placeOf(moved, 2)).toEqual({ stage: 'interview', index: 1 });
    expect(moved.stages[2]!.applications[1]!.stage).toBe('interview');
    expect(moved.stages[1]).toBe(board.stages[1]);
  });

  it('counts the index within its own stage after the card has left its place, and puts it last past the end', () => {
    const board = boardOf({ received: [1, 2, 3] });
    expect(idsOf(moveOnBoard(board, { id: 1, stage: 'received', index: 2 }))).toEqual({ received: [2, 3, 1] });
    expect(idsOf(moveOnBoard(board, { id: 3, stage: 'received', index: 0 }))).toEqual({ received: [3, 1, 2] });
    expect(idsOf(moveOnBoard(board, { id: 1, stage: 'on_hold', index: 9 }))).toEqual({ received: [2, 3], on_hold: [1] });
  });

  it('leaves the board alone for a card not on it, and takes a deleted card off it', () => {
    const board = boardOf({ received: [1, 2] });
    expect(moveOnBoard(board, { id: 9, stage: 'hired', index: 0 })).toBe(board);
    expect(placeOf(board, 9)).toBeNull();
    expect(idsOf(withoutCard(board, 1))).toEqual({ received: [2] });
  });
});
