/** Same data on every machine: a small seeded generator instead of Math.random. */
export function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], n: number): T[] => [...list].sort(() => next() - 0.5).slice(0, n);
  /** A value drawn by weight from `[[value, weight], …]`. */
  const weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    let roll = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices.at(-1)![0];
  };
  return { next, between, pick, some, weighted };
}
