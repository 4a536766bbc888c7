/** Rows gathered under a key (a task's assignees, a project's members), each turned into what the answer carries, in the rows' order. */
export function groupRows<Row, Key, Item>(rows: readonly Row[], keyOf: (row: Row) => Key, itemOf: (row: Row) => Item): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(itemOf(row));
    else groups.set(key, [itemOf(row)]);
  }
  return groups;
}
