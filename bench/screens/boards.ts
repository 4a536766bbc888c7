import type { Board } from '@/api/contract/tasks';
import type { TodoBoard } from '@/api/contract/todo';
import { REVEAL_STEP } from '@/board-kit/reveal-step';
import { apiAs } from './api';
import type { SeededScreens } from './seed';

/**
 * A screen the bench drags on: where it is, who opens it, how its columns and cards are found,
 * and how to ask the server whether a card was saved in the second column.
 */
export interface BoardUnderTest {
  name: string;
  email: string;
  path: string;
  /** The cards the board draws at first: each column's first REVEAL_STEP, the rest as the reader scrolls. */
  cards: number;
  columnSelector: string;
  cardSelector: string;
  cardIdAttribute: string;
  savedInSecondColumn(baseUrl: string, cardId: number): Promise<boolean>;
}

const drawnAtFirst = (columns: number[]) => columns.reduce((sum, count) => sum + Math.min(count, REVEAL_STEP), 0);

export function boardsOf(seeded: SeededScreens): BoardUnderTest[] {
  const { todo, phaseEditor } = seeded;
  return [
    {
      name: 'Todo board',
      email: todo.email,
      path: '/dashboard/todo-list',
      cards: drawnAtFirst(Object.values(todo.columns)),
      columnSelector: '[data-testid="todo-column"]',
      cardSelector: '[data-testid="todo-card"]',
      cardIdAttribute: 'data-card-id',
      async savedInSecondColumn(baseUrl, cardId) {
        const board = await (await apiAs(baseUrl, todo.email))<TodoBoard>('/api/v1/projects/todo-list');
        return board.columns.progress.todoIds.includes(cardId);
      },
    },
    {
      name: 'Phase editor',
      email: phaseEditor.email,
      path: `/dashboard/projects/details/${phaseEditor.projectId}/phase`,
      cards: drawnAtFirst(phaseEditor.phases.map((phase) => phase.tasks)),
      columnSelector: '[data-testid="phase"]',
      cardSelector: '[data-testid="task-card"]',
      cardIdAttribute: 'data-task-id',
      async savedInSecondColumn(baseUrl, cardId) {
        const board = await (
          await apiAs(baseUrl, phaseEditor.email)
        )<Board>(`/api/v1/projects/phases/?project_id=${phaseEditor.projectId}`);
        return board.phases[1]!.tasks.some((task) => task.id === cardId);
      },
    },
  ];
}
