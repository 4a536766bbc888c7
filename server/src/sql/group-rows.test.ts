import { describe, expect, it } from 'vitest';
import { groupRows } from './group-rows';

describe('groupRows', () => {
  it('gathers rows under their key, turned into items, in the order the rows came', () => {
    const rows = [
      { task: 2, name: 'Bea' },
      { task: 1, name: 'Ana' },
      { task: 2, name: 'Carlos' },
    ];
    const groups = groupRows(
      rows,
      (row) => row.task,
      (row) => row.name.toUpperCase(),
    );
    expect([...groups.entries()]).toEqual([
      [2, ['BEA', 'CARLOS']],
      [1, ['ANA']],
    ]);
  });
});
