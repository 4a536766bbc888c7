/** Whether an order names exactly these ids, each once. */
export const namesExactly = (given: readonly number[], actual: readonly number[]) =>
  given.length === actual.length && new Set(given).size === given.length && actual.every((id) => given.includes(id));
