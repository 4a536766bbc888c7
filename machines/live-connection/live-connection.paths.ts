import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { LiveEvent } from '@/api/contract/live';
import type { Board } from '@/api/contract/tasks';
import { networkError } from '@/api/api-error';
import { FRESH_DEMO, demoAnswer, signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, timerEvents, transitionCoverPaths, type ModelEvent, type ModelPath, type QaModel } from '@machines/testing/qa';
import { NOTICE_DELAY_MS, STEADY_MS, liveConnectionMachine, type LiveConnectionSnapshot } from './live-connection.machine';
import { MAX_RETRY_MS } from './retry-delay';

/** The login of the checklist, and the demo project whose board the second tab changes. */
const LOGIN = 'pm.dev@lato.test';
const BOARD = demoAnswer<Board>('board of Esposito Imports e-commerce');
const BOARD_PAGE = `/dashboard/projects/details/${BOARD.project}/phase`;

/** The change the model hears: the board of the demo project, moved in another tab. */
export const MODEL_CHANGE: LiveEvent = { kind: 'board', subject: BOARD.project, scope: null, version: BOARD.order_version + 1 };
export const MODEL_EVENT_ID = '41';
/** The access token a renewal gives. */
export const MODEL_RENEWED_TOKEN = 'renewed-access-token';

/** What the stream and the browser may say, the answers to the connection's calls, and its timers. */
const EVENTS: ModelEvent[] = [
  { type: 'OPENED' },
  { type: 'CHANGE', id: MODEL_EVENT_ID, change: MODEL_CHANGE },
  { type: 'EXPIRED' },
  { type: 'UNAUTHORIZED' },
  { type: 'ENDED' },
  { type: 'OFFLINE' },
  { type: 'ONLINE' },
  { type: 'xstate.done.actor.wait' },
  { type: 'xstate.done.actor.renew', output: MODEL_RENEWED_TOKEN },
  { type: 'xstate.done.actor.renew', output: null },
  { type: 'xstate.error.actor.renew', error: networkError('Failed to fetch') },
  ...timerEvents(liveConnectionMachine.root),
];

/** The steps of taking `taken` in order from the machine's start, with the state after each. */
function walk(taken: ModelEvent[]): ModelPath {
  const machine: AnyStateMachine = liveConnectionMachine;
  let state = getInitialSnapshot(machine) as AnyMachineSnapshot;
  const steps: ModelPath['steps'] = [{ state, event: { type: 'xstate.init' } }];
  for (const event of taken) {
    state = getNextSnapshot(machine, state, event) as AnyMachineSnapshot;
    steps.push({ state, event });
  }
  return { state, steps, weight: taken.length };
}

/**
 * A reload changes nothing the machine keeps (it is passed on to the pages), so the transition
 * cover, which follows changes, never takes it: this path does, where the server says it, on a
 * stream that reconnected asking for a replay.
 */
const reloadPath = () =>
  walk([
    { type: 'OPENED' },
    { type: 'CHANGE', id: MODEL_EVENT_ID, change: MODEL_CHANGE },
    { type: 'OFFLINE' },
    { type: 'ONLINE' },
    { type: 'OPENED' },
    { type: 'RELOAD' },
  ]);

/**
 * The states whose every transition a path takes: where the connection and the notice are, whether
 * a failed try is counted (the steady stream clears it), and whether the token was just renewed
 * (a refusal then waits instead of renewing). The last event id only changes what is asked for.
 */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as LiveConnectionSnapshot;
  return JSON.stringify([snapshot.value, context.attempt > 0, context.renewed]);
};

/** Renewing the session is a call to the server, which the demo answers at once. */
const waiting = (state: AnyMachineSnapshot) => state.matches({ connection: 'renewing' });

const SESSION_ENDED =
  'the session ending while the stream renews it (revoked on the server in that instant; a sign-out in another tab of the same browser signs this one out first)';
const STREAM_ENDED =
  'the server ending an open stream for no reason the tab is told (the server restarting, a proxy dropping the connection)';
const TOKEN_REFUSED =
  'the server refusing the access token as the stream reconnects (one that expired while the stream was away; the app renews tokens before they expire)';

const notice = (snapshot: LiveConnectionSnapshot): string => {
  if (snapshot.matches({ notice: 'shown' }))
    return 'a small "Reconnecting…" notice in the bottom corner of the page (bottom right; bottom left in a right-to-left language)';
  return snapshot.matches({ notice: 'due' }) ? 'no "Reconnecting…" notice yet' : 'no "Reconnecting…" notice';
};

const STREAM = 'the request to /api/v1/events/ in the developer tools (Network)';

function connection(snapshot: LiveConnectionSnapshot): string {
  const { lastEventId } = snapshot.context;
  if (snapshot.matches({ connection: { streaming: 'connecting' } }))
    return lastEventId === null
      ? `${STREAM} under way`
      : `${STREAM} under way, sent with the header Last-Event-ID: the id of the last change heard (to replay what was missed)`;
  if (snapshot.matches({ connection: { streaming: 'open' } }))
    return `${STREAM} open (status 200, still receiving); pages that follow live changes show what the second tab changed without a reload`;
  if (snapshot.matches({ connection: 'waiting' })) return `no request to /api/v1/events/ under way: Lato waits before trying again`;
  if (snapshot.matches({ connection: 'renewing' }))
    return 'Lato renewing the session (a call to /api/v1/users/token/refresh/ in the Network list)';
  if (snapshot.matches({ connection: 'offline' })) return 'no request to /api/v1/events/: Lato waits for the browser to be online';
  return 'no request to /api/v1/events/ any more, and the sign-in page, as the session has ended';
}

export const liveConnectionModel: QaModel = {
  id: 'live-connection',
  title: 'Live updates connection',
  setup:
    `start the demo with a short access token (\`ACCESS_TOKEN_TTL_SECONDS=120 npm start\`, so the token steps take two minutes), ` +
    `${signInAs(LOGIN)}, open the phase editor of "${BOARD.name}" (${BOARD_PAGE}) in this tab and in a second tab, and in this ` +
    "one the developer tools on Network. To make the stream's tries fail, block its address there: right-click a request to " +
    `/api/v1/events/ and choose "Block request URL" (and "Unblock" to let it through again). Moving tasks changes the demo: afterwards, ${FRESH_DEMO}.`,
  paths: () => [...transitionCoverPaths(liveConnectionMachine, { events: EVENTS, serializeState, waiting }), reloadPath()],
  step(event, before) {
    const snapshot = before as LiveConnectionSnapshot;
    switch (event.type) {
      case 'OPENED':
        return 'Unblock /api/v1/events/ if a step blocked it, and wait for the stream to connect.';
      case 'CHANGE':
        return 'In the second tab, move a task to another phase: the stream brings the change to this tab.';
      case 'RELOAD':
        return (
          'This reconnection came over five minutes after the last change heard (the browser was offline that long before ' +
          'it): the server cannot replay what was missed and says to reload, and the page reloads what it shows.'
        );
      case 'EXPIRED':
        return 'Keep the tab open until the access token the stream opened with expires (two minutes at most): the server ends the stream.';
      case 'UNAUTHORIZED':
        return 'The server refuses the access token as the stream reconnects (401).';
      case 'ENDED':
        return snapshot.matches({ connection: { streaming: 'open' } })
          ? 'The server ends the stream (it restarts).'
          : 'This try fails: /api/v1/events/ was blocked before it began (or is still blocked).';
      case 'OFFLINE':
        return 'Set the Network throttling to "Offline".';
      case 'ONLINE':
        return 'Set the Network throttling back to "No throttling".';
      case 'xstate.done.actor.wait':
        return `Wait: Lato tries again within a second or so, longer after each failed try (at most ${MAX_RETRY_MS / 1000} seconds).`;
      case 'xstate.done.actor.renew':
        return event.output === null
          ? 'The session has ended meanwhile: the renewal gets no token.'
          : 'Wait for the session to be renewed.';
      case 'xstate.error.actor.renew':
        return 'Let the renewal fail (stop the server before it answers).';
      default:
        if (event.type.startsWith('xstate.after.noticeDelay')) return `Wait ${NOTICE_DELAY_MS / 1000} seconds.`;
        return event.type.startsWith('xstate.after.steady')
          ? `Keep the stream open for ${STEADY_MS / 1000} seconds.`
          : `Send ${event.type}.`;
    }
  },
  expect(state) {
    const snapshot = state as LiveConnectionSnapshot;
    return `${notice(snapshot)}; ${connection(snapshot)}.`;
  },
  waiting,
  outOfReach(event, before) {
    if (event.type === 'UNAUTHORIZED') return TOKEN_REFUSED;
    if (event.type === 'ENDED' && before.matches({ connection: { streaming: 'open' } })) return STREAM_ENDED;
    if (event.type === 'xstate.done.actor.renew' && event.output === null) return SESSION_ENDED;
    return event.type === 'xstate.error.actor.renew' ? OUT_OF_REACH.failure : undefined;
  },
};
