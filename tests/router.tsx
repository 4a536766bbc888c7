import type { ReactNode } from 'react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { renderWithProviders } from './render';

/** Renders a component inside a router at `path`, for components that read or change the location. */
export async function renderAtPath(ui: () => ReactNode, path: string) {
  const rootRoute = createRootRoute({ component: ui, notFoundComponent: () => null });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router };
}
