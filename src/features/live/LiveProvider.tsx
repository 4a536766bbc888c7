import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ActorOptions } from 'xstate';
import type { LiveConnectionLogic } from '@machines/live-connection/live-connection.machine';
import { emitLiveChange, emitLiveReload } from './live-bus';
import { LiveConnectionContext } from './live-context';

/** Hands what the connection hears to the pages, and tells it when the browser goes offline or online. */
function LiveFeed() {
  const actor = LiveConnectionContext.useActorRef();
  const queryClient = useQueryClient();
  useEffect(() => {
    const changes = actor.on('change', ({ change }) => emitLiveChange(change));
    const reloads = actor.on('reload', () => {
      // The stream could not say what was missed: everything read may be out of date.
      void queryClient.invalidateQueries();
      emitLiveReload();
    });
    return () => {
      changes.unsubscribe();
      reloads.unsubscribe();
    };
  }, [actor, queryClient]);
  useEffect(() => {
    const offline = () => actor.send({ type: 'OFFLINE' });
    const online = () => actor.send({ type: 'ONLINE' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [actor]);
  return null;
}

/**
 * The tab's one live stream, open while this is mounted (the signed-in shell): unmounted at
 * sign-out, it closes. A test gives its own connection (`logic`) and clock (`options`).
 */
export function LiveProvider({
  children,
  logic,
  options,
}: {
  children: ReactNode;
  logic?: LiveConnectionLogic;
  options?: ActorOptions<LiveConnectionLogic>;
}) {
  return (
    <LiveConnectionContext.Provider {...(logic ? { logic } : {})} {...(options ? { options } : {})}>
      <LiveFeed />
      {children}
    </LiveConnectionContext.Provider>
  );
}
