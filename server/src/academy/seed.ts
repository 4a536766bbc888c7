import type { DemoSeed } from '@server/src/seed/demo-seed';

export const academySeed: DemoSeed = {
  area: 'academy',
  async run() {},
};
