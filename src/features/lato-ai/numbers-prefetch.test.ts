import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TwilioNumber } from '@/api/contract/lato-ai';
import { latoAiApi } from './lato-ai-api';
import { prefetchNumbers, takeNumbers } from './numbers-prefetch';

const NUMBERS = [{ id: 1, friendly_name: 'Front desk', phone_number: '+14155550100' }] as TwilioNumber[];

let now = 0;
beforeEach(() => {
  now = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.spyOn(latoAiApi, 'numbers').mockResolvedValue(NUMBERS);
});
afterEach(() => {
  // Whatever a test left prefetched is handed out here, so the next test starts with none.
  void takeNumbers();
  vi.restoreAllMocks();
});

describe("the client's numbers, asked for while the route loads", () => {
  it('are asked for once: the page takes the answer the route asked for', async () => {
    prefetchNumbers();
    expect(latoAiApi.numbers).toHaveBeenCalledTimes(1);
    await expect(takeNumbers()).resolves.toEqual(NUMBERS);
    expect(latoAiApi.numbers).toHaveBeenCalledTimes(1);
  });

  it('are handed out once: asking again (a retry) asks the server', async () => {
    prefetchNumbers();
    await takeNumbers();
    await takeNumbers();
    expect(latoAiApi.numbers).toHaveBeenCalledTimes(2);
  });

  it('are asked for again when the prefetched answer is more than ten seconds old', async () => {
    prefetchNumbers();
    now += 10_001;
    await takeNumbers();
    expect(latoAiApi.numbers).toHaveBeenCalledTimes(2);
  });

  it('are not asked for twice when the route loads twice in a row', () => {
    prefetchNumbers();
    prefetchNumbers();
    expect(latoAiApi.numbers).toHaveBeenCalledTimes(1);
  });

  it('hand the page a failure to show, without an unhandled rejection before it takes it', async () => {
    vi.mocked(latoAiApi.numbers).mockRejectedValueOnce(new Error('offline'));
    prefetchNumbers();
    await Promise.resolve();
    await expect(takeNumbers()).rejects.toThrow('offline');
  });
});
