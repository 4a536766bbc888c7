import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AuthActor, AuthSnapshot } from '@machines/auth/auth.machine';

// Not `createActorContext`, whose Provider makes its own actor: the router's guards need this one before React renders.
const AuthActorContext = createContext<AuthActor | null>(null);

export function AuthProvider({ actor, children }: { actor: AuthActor; children: ReactNode }) {
  return <AuthActorContext.Provider value={actor}>{children}</AuthActorContext.Provider>;
}

export function useAuthActor(): AuthActor {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('useAuthActor must be used inside <AuthProvider>');
  return actor;
}

/** Reads a slice of the auth state; the component re-renders only when that slice changes. */
export function useAuth<T>(select: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useAuthActor(), select);
}
