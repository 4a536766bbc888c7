import { useDeferredValue, useEffect, useState } from 'react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { AuthActor } from '@machines/auth/auth.machine';
import { queryClient } from '@/api/query-client';
import { AuthProvider } from './features/auth';
import { FullScreenLoader } from './layout/FullScreenLoader';
import { createAppRouter, type AppRouter } from './router';

/** The routed app renders only once auth knows whether there is a session; a spinner until then. */
export function App({ auth, history, router: given }: { auth: AuthActor; history?: RouterHistory; router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter(auth, history));
  // Deferred: the session's answer arrives as a store update, which React renders in one blocking
  // task; the routed app (the shell and its page) is drawn in a render that yields instead.
  const initialised = useDeferredValue(useSelector(auth, (s) => s.context.isInitialized));

  // When the session starts or ends, the guards decide again where the user belongs.
  useEffect(() => {
    let signedIn = auth.getSnapshot().context.isAuthenticated;
    const subscription = auth.subscribe((snapshot) => {
      if (snapshot.context.isAuthenticated === signedIn) return;
      signedIn = snapshot.context.isAuthenticated;
      // What one person read is never shown to the next one signing in on this tab.
      queryClient.clear();
      void router.invalidate();
    });
    return () => subscription.unsubscribe();
  }, [auth, router]);

  if (!initialised) return <FullScreenLoader />;
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider actor={auth}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
