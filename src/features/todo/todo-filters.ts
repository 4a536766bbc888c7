import type { TodoCard } from '@/api/contract/todo';

/** What the board shows: one project's cards (or the personal ones), and titles with the search's words. */
export interface TodoFilters {
  /** A project id, 'personal', or null for every card. */
  project: number | 'personal' | null;
  search: string;
}

export const NO_TODO_FILTERS: TodoFilters = { project: null, search: '' };

export const isTodoFiltered = (filters: TodoFilters) => filters.project !== null || filters.search.trim() !== '';

export function cardMatches(card: TodoCard, filters: TodoFilters): boolean {
  const inProject =
    filters.project === null || (filters.project === 'personal' ? card.project === null : card.project?.id === filters.project);
  const words = filters.search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const title = card.title.toLocaleLowerCase();
  return inProject && words.every((word) => title.includes(word));
}
