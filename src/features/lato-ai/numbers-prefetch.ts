import type { TwilioNumber } from '@/api/contract/lato-ai';
import { latoAiApi } from './lato-ai-api';

/** An answer older than this is asked for again: a number may have been added meanwhile. */
const FRESH_MS = 10_000;

let prefetched: { at: number; numbers: Promise<TwilioNumber[]> } | undefined;

/**
 * Asks for the client's numbers while a Lato AI page's route loads (its loader), beside the page's
 * code: the page would otherwise ask once drawn, and its list of calls waits on the answer.
 */
export function prefetchNumbers(): void {
  if (prefetched && performance.now() - prefetched.at < FRESH_MS) return;
  const numbers = latoAiApi.numbers();
  // The page that takes it shows a failure; one no page takes has nothing to report.
  numbers.catch(() => undefined);
  prefetched = { at: performance.now(), numbers };
}

/** The numbers asked for by the route, if fresh, else asked now; a prefetch is handed out once. */
export function takeNumbers(): Promise<TwilioNumber[]> {
  const taken = prefetched;
  prefetched = undefined;
  return taken && performance.now() - taken.at < FRESH_MS ? taken.numbers : latoAiApi.numbers();
}
