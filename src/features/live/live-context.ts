import { createActorContext } from '@xstate/react';
import { liveConnectionWithApi } from './live-connection';

/** The tab's live connection: the app's, or a test's (`logic` with a fake server and controlled calls). */
export const LiveConnectionContext = createActorContext(liveConnectionWithApi);

/** Whether the stream has been away long enough for the page to say it is reconnecting. */
export const useReconnecting = () => LiveConnectionContext.useSelector((s) => s.matches({ notice: 'shown' }));
