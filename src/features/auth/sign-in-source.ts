import type { AuthActor, AuthSnapshot } from '@machines/auth/auth.machine';
import { errorMessage, networkError } from '@/api/errors';
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
  error(): string | null;
  signIn(email: string, password: string): void;
  follow(to: GuestPath): void;
}

const isSubmitting = (snapshot: AuthSnapshot) => snapshot.matches('loggingIn');
const errorOf = (snapshot: AuthSnapshot) => (snapshot.matches('unauthenticated') ? snapshot.context.error : null);

export function actorSignInSource(actor: AuthActor, follow: (to: GuestPath) => void): SignInSource {
  return {
    subscribe(onChange) {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    submitting: () => isSubmitting(actor.getSnapshot()),
    error: () => errorOf(actor.getSnapshot()),
    signIn: (email, password) => actor.send({ type: 'LOGIN', email, password }),
    follow,
  };
}

/**
 * A source whose actor is loaded when first needed: `signIn` waits for it (busy meanwhile), and if
 * its code cannot be downloaded the form says the server cannot be reached, as a failed call would.
 */
export function deferredSignInSource(loadActor: () => Promise<AuthActor>, follow: (to: GuestPath) => void): SignInSource {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let actor: AuthActor | null = null;
  let waiting = false;
  let failure: string | null = null;

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    submitting: () => waiting || (actor !== null && isSubmitting(actor.getSnapshot())),
    error: () => failure ?? (actor && errorOf(actor.getSnapshot())),
    signIn(email, password) {
      waiting = true;
      failure = null;
      notify();
      loadActor().then(
        (loaded) => {
          if (!actor) {
            actor = loaded;
            loaded.subscribe(notify);
          }
          waiting = false;
          loaded.send({ type: 'LOGIN', email, password });
          notify();
        },
        () => {
          waiting = false;
          failure = errorMessage(networkError(), defaultErrors.loginError);
          notify();
        },
      );
    },
    follow,
  };
}
