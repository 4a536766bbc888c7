import type { TokenOutput } from '@machines/auth/auth.machine';
import type { AuthApi } from './auth-api';
import { heldForLater } from '@/lib/held-for-later';
import { loadAuthApi } from './auth-api-loader';
import { hasSessionHint } from './session-hint';
import { oneTabAtATime } from './tabs';

export interface EarlyRenewal {
  result: Promise<TokenOutput>;
  /** Stops waiting for this tab's turn to renew (another tab's token made it needless). */
  stop: () => void;
}

const started = heldForLater<EarlyRenewal>();

/**
 * A returning visitor's session renewal, started by the entry as it starts: the routed app and
 * its auth actor take a few round trips more to load, and the signed-in page cannot draw before
 * the renewal answers. The actor's first renewal adopts this one instead of asking again.
 */
export function renewSessionEarly(loadApi: () => Promise<AuthApi> = loadAuthApi): void {
  if (started.holds() || !hasSessionHint()) return;
  const controller = new AbortController();
  // The calls' code loads while this tab waits for its turn.
  const api = loadApi();
  const result = oneTabAtATime(controller.signal, async () => (await api).refresh());
  // Whoever adopts it handles the failure; a renewal no one adopts has nothing to report.
  result.catch(() => undefined);
  started.hold({ result, stop: () => controller.abort() });
}

/** The renewal the entry started, if any, for the auth actor's first renewal: handed out once. */
export const takeEarlyRenewal = (): EarlyRenewal | undefined => started.take();
