import { describe, expect, it } from 'vitest';
import { readsChangedBy } from './task-changes';

describe('the reads a saved task change makes out of date', () => {
  it('a status change: the task, its board, the todo board, and the counts and progress wherever shown', () => {
    expect(readsChangedBy('setStatus', 4, 12)).toEqual([
      ['tasks', 'todo'],
      ['tasks', 'task', 12],
      ['tasks', 'board', 4],
      ['projects', 'detail', 4],
      ['projects', 'list'],
      ['projects', 'team'],
      ['projects', 'member-work'],
    ]);
  });

  it('a ticked checklist item: only what shows the task itself', () => {
    expect(readsChangedBy('toggleChecklistItem', 4, 12)).toEqual([
      ['tasks', 'todo'],
      ['tasks', 'task', 12],
      ['tasks', 'board', 4],
    ]);
  });

  it('an archived task: the archive too', () => {
    expect(readsChangedBy('archiveTask', 4, 12)).toContainEqual(['tasks', 'archive', 4]);
    expect(readsChangedBy('setStatus', 4, 12)).not.toContainEqual(['tasks', 'archive', 4]);
  });

  it('a new assignee: the open tasks counted per person, not the projects’ progress', () => {
    const reads = readsChangedBy('assign', 4, 12);
    expect(reads).toContainEqual(['projects', 'team']);
    expect(reads).toContainEqual(['projects', 'member-work']);
    expect(reads).not.toContainEqual(['projects', 'list']);
  });

  it('a renamed phase: the project’s page, which lists its phases', () => {
    expect(readsChangedBy('renamePhase', 4)).toEqual([
      ['tasks', 'todo'],
      ['tasks', 'board', 4],
      ['projects', 'detail', 4],
    ]);
  });

  it('a personal task, on no project: the task and the todo board alone', () => {
    expect(readsChangedBy('setStatus', null, 12)).toEqual([
      ['tasks', 'todo'],
      ['tasks', 'task', 12],
    ]);
  });
});
