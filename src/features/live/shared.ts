/**
 * What other features use of the live stream: hooks that hear its changes. The connection itself
 * (its statechart, the "Reconnecting…" notice) is the feature's own.
 */
export { useLiveEvent, useLiveReload } from './live-bus';
