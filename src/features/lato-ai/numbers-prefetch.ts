import type { TwilioNumber } from '@/api/contract/lato-ai';
import { heldForLater } from '@/lib/held-for-later';
import { latoAiApi } from './lato-ai-api';

/** An answer older than this is asked for again: a number may have been added meanwhile. */
const FRESH_MS = 10_000;

const prefetched = heldForLater<Promise<TwilioNumber[]>>({ freshMs: FRESH_MS });

/**
 * Asks for the client's numbers while a Lato AI page's route loads (its loader), beside the page's
 * code: the page would otherwise ask once drawn, and its list of calls waits on the answer.
 */
export function prefetchNumbers(): void {
  if (prefetched.holds()) return;
  const numbers = latoAiApi.numbers();
  // The page that takes it shows a failure; one no page takes has nothing to report.
  numbers.catch(() => undefined);
  prefetched.hold(numbers);
}

/** The numbers asked for by the route, if fresh, else asked now; a prefetch is handed out once. */
export const takeNumbers = (): Promise<TwilioNumber[]> => prefetched.take() ?? latoAiApi.numbers();
