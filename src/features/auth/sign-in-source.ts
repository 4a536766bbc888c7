import type { AuthActor, AuthSnapshot } from '@machines/auth/auth.machine';
import { networkError } from '@/api/api-error';
import { problemOf, type Problem } from '@/api/problem';
import { defaultErrors } from '@/api/messages';

/** The guest pages the sign-in page links to. */
export type GuestPath = '/forget-password' | '/register';

/**
 * What the sign-in form needs of the app: whether a sign-in is under way, why the last one failed,
 * a way to send one and a way to follow its links. The routed app backs it with the auth actor;
 * the sign-in page of a first visit draws before the actor's code has loaded, and backs it with
 * an actor that comes later (`deferredSignInSource`).
 */
export interface SignInSource {
  subscribe(onChange: () => void): () => void;
  submitting(): boolean;
  error(): Problem | null;
  /** Whether the shown error is a session that could not be resumed, which is being asked again. */
  resumeFailed(): boolean;
  signIn(email: string, password: string): void;
  follow(to: GuestPath): void;
  /** The person is about to follow a link (a pointer over it, focus on it): its page's code can come now. */
  preload(to: GuestPath): void;
}

/** How the source follows and preloads the form's links. */
export interface GuestLinks {
  follow(to: GuestPath): void;
  preload(to: GuestPath): void;
}

const isSubmitting = (snapshot: AuthSnapshot) => snapshot.matches('loggingIn');
const errorOf = (snapshot: AuthSnapshot) => (snapshot.matches('unauthenticated') ? snapshot.context.error : null);
const isResumeFailed = (snapshot: AuthSnapshot) =>
  snapshot.matches({ unauthenticated: 'resumeFailed' }) || snapshot.matches({ unauthenticated: 'resuming' });

export function actorSignInSource(actor: AuthActor, links: GuestLinks): SignInSource {
  return {
    ...links,
    subscribe(onChange) {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    submitting: () => isSubmitting(actor.getSnapshot()),
    error: () => errorOf(actor.getSnapshot()),
    resumeFailed: () => isResumeFailed(actor.getSnapshot()),
    signIn: (email, password) => actor.send({ type: 'LOGIN', email, password }),
  };
}

/** Once the actor knows whether a session can be renewed: it takes no sign-in before. */
function settled(actor: AuthActor): Promise<void> {
  return new Promise((resolve) => {
    if (!actor.getSnapshot().matches('initializing')) return resolve();
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('initializing')) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}

/**
 * A source whose actor is loaded when first needed: `signIn` waits for it (busy meanwhile), and for
 * it to settle whether another tab's session can be renewed (then the page is taken over, and
 * there is nothing to send). If its code cannot be downloaded the form says the server cannot be
 * reached, as a failed call would; a browser may keep that failure for the page's life, so the
 * next sign-in loads the page afresh (`reloadPage`) rather than asking again in vain.
 */
export function deferredSignInSource(
  loadActor: () => Promise<AuthActor>,
  links: GuestLinks,
  reloadPage: () => void = () => window.location.reload(),
): SignInSource {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let actor: AuthActor | null = null;
  let waiting = false;
  let failure: Problem | null = null;

  const send = async (email: string, password: string) => {
    const loaded = await loadActor();
    if (!actor) {
      actor = loaded;
      loaded.subscribe(notify);
    }
    await settled(loaded);
    waiting = false;
    if (loaded.getSnapshot().matches('unauthenticated')) loaded.send({ type: 'LOGIN', email, password });
    notify();
  };

  return {
    ...links,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    submitting: () => waiting || (actor !== null && isSubmitting(actor.getSnapshot())),
    error: () => failure ?? (actor && errorOf(actor.getSnapshot())),
    resumeFailed: () => failure === null && actor !== null && isResumeFailed(actor.getSnapshot()),
    signIn(email, password) {
      if (waiting) return;
      if (failure !== null) return reloadPage();
      waiting = true;
      notify();
      send(email, password).catch(() => {
        waiting = false;
        failure = problemOf(networkError(), defaultErrors.loginError);
        notify();
      });
    },
  };
}
