// What the signed-in shell mounts: the tab's live stream and its "Reconnecting…" notice. Other
// features hear the stream through ./shared.
export { LiveProvider } from './LiveProvider';
export { LiveNotice } from './LiveNotice';
