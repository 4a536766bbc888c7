import { useEffect } from 'react';

/**
 * The actor an actor context's Provider made (the Provider of `createActorContext` makes its own
 * from `logic` and `options`), for a test to drive and check. Render `<Probe />` inside the
 * Provider; once the screen is rendered, `actor()` answers it.
 */
export function probeActor<TActor>(context: { useActorRef(): TActor }) {
  let seen: TActor | undefined;
  function Probe() {
    const actor = context.useActorRef();
    useEffect(() => {
      seen = actor;
    }, [actor]);
    return null;
  }
  const actor = (): TActor => {
    if (seen === undefined) throw new Error('The probe has not been rendered inside its Provider yet');
    return seen;
  };
  return { Probe, actor };
}
