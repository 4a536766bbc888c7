import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { renderWithProviders } from '@tests/render';
import { pendingOptions } from './router';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a page still loading', () => {
  it('shows the placeholder at once, and the page as soon as it is ready, with no time passing', async () => {
    // No timer runs unless the test moves the clock, which it never does.
    vi.useFakeTimers();
    let arrive: () => void = () => {};
    const rootRoute = createRootRoute();
    const page = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      loader: () => new Promise<void>((resolve) => (arrive = resolve)),
      component: () => <article data-testid="the-page" />,
    });
    const router = createRouter({
      ...pendingOptions,
      routeTree: rootRoute.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    const { container } = renderWithProviders(<RouterProvider router={router} />);
    await act(async () => {});
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('the-page')).toBeNull();

    await act(async () => arrive());
    expect(screen.getByTestId('the-page')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
