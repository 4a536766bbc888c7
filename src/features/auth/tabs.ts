import type { AuthActor } from '@machines/auth/auth.machine';
import { SESSION_CHANNEL } from './session-channel';

const RENEWAL_LOCK = 'lato-session-renewal';

type TabMessage = { type: 'token'; access: string } | { type: 'signed-out' };

/**
 * Renews the session in one tab at a time: the tabs of one browser share the refresh cookie, and
 * two tabs presenting it at once would look like a stolen token. A renewal that is no longer
 * wanted (another tab's token arrived meanwhile) stops waiting for its turn.
 */
export function oneTabAtATime<T>(signal: AbortSignal | undefined, renew: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return renew();
  return locks.request(RENEWAL_LOCK, signal ? { signal } : {}, renew);
}

/**
 * Keeps the tabs of one browser on one session: a tab that gets a new access token (sign-in or
 * renewal) hands it to the others, which then need not renew themselves; a tab that signs out, or
 * finds the session ended, signs the others out at once. Answers the function that disconnects.
 */
export function connectTabs(actor: AuthActor): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  // Changes that another tab's message caused are not told back.
  let fromOtherTab = false;
  const apply = (event: Parameters<AuthActor['send']>[0]) => {
    fromOtherTab = true;
    try {
      actor.send(event);
    } finally {
      fromOtherTab = false;
    }
  };
  channel.addEventListener('message', (event: MessageEvent<TabMessage>) => {
    const message = event.data;
    if (message?.type === 'token' && typeof message.access === 'string') apply({ type: 'TOKEN_SHARED', access: message.access });
    else if (message?.type === 'signed-out') apply({ type: 'SIGNED_OUT_ELSEWHERE' });
  });
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel reaches this origin's tabs only.
  const tell = (message: TabMessage) => channel.postMessage(message);
  let previous = actor.getSnapshot().context;
  const subscription = actor.subscribe(({ context }) => {
    if (!fromOtherTab) {
      if (context.accessToken && context.accessToken !== previous.accessToken) {
        tell({ type: 'token', access: context.accessToken });
      }
      if (previous.isAuthenticated && !context.isAuthenticated) tell({ type: 'signed-out' });
    }
    previous = context;
  });
  return () => {
    subscription.unsubscribe();
    channel.close();
  };
}
