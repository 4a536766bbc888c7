import { sayProblem } from '@/api/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import type { Actor, AnyMachineSnapshot } from 'xstate';
import type { User } from '@/api/contract/auth';
import { AuthProvider } from '@/features/auth';
import { controlledActors } from '@machines/testing/controlled-actors';
import type { ModelEvent } from '@machines/testing/qa';
import { MODEL_USER } from '@machines/auth/auth.paths';
import { usersListMachine, type UsersListSnapshot } from '@machines/users-list/users-list.machine';
import { CREATED_CLIENT, MODEL_PAGE, usersListModel } from '@machines/users-list/users-list.paths';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange } from '@/features/live/live-bus';
import { probeActor } from '@tests/actor-probe';
import { createTestAuthActor } from '@tests/auth-actor';
import { renderWithProviders } from '@tests/render';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { usersApi } from './users-api';
import { UsersListContext } from './users-context';
import { UserListPage } from './UserListPage';
import { AddUserPage } from './UserFormPages';

// A generated path may fill in the whole add-user form, typed key by key, before its other steps.
vi.setConfig({ testTimeout: 20_000 });

const started: Actor<any>[] = [];
afterEach(() => {
  cleanup();
  started.splice(0).forEach((actor) => actor.stop());
  vi.restoreAllMocks();
});

/** The list page and the add page, as the app mounts them, around a list actor answered by hand. */
async function render(): Promise<Rendered> {
  const harness = controlledActors(['loadUsers'] as const);
  const logic = usersListMachine.provide({ actors: harness.actors });
  const probe = probeActor(UsersListContext);
  const auth = createTestAuthActor({ role: 'CEO', me: MODEL_USER });
  started.push(auth);
  const root = createRootRoute({
    component: () => (
      <AuthProvider actor={auth}>
        <UsersListContext.Provider logic={logic} options={{ input: {} }}>
          <probe.Probe />
          <Outlet />
        </UsersListContext.Provider>
      </AuthProvider>
    ),
  });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/dashboard/user-list', component: UserListPage }),
    createRoute({ getParentRoute: () => root, path: '/dashboard/add-user', component: AddUserPage }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/dashboard/user-list'] }) });
  await router.load();
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Users' });
  return { actor: probe.actor(), harness };
}

const ROLE_NAMES: Record<string, string> = { CLIENT: 'Client', CEO: 'Chief executive' };

/** The names in the table's rows, top to bottom. */
const rowNames = () => {
  const rows = within(screen.getByTestId('users-table')).queryAllByRole('row').slice(1);
  // The first cell holds the avatar and the name.
  return rows.map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')?.textContent);
};

/** What every state shows of the list: its rows, its tab counts, its page and its filter. */
async function showsList(expected: AnyMachineSnapshot) {
  const { users, counts, currentPage, numPages, params } = (expected as UsersListSnapshot).context;
  await waitFor(() => expect(rowNames()).toEqual(users.map((u) => u.full_name)));
  for (const tab of ['all', 'clients', 'staff'] as const) {
    expect(screen.getByTestId(`count-${tab}`)).toHaveTextContent(counts ? String(counts[tab]) : '–');
  }
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(params.scope === 'clients' ? 'Clients' : 'All');
  if (numPages > 0) expect(screen.getByRole('button', { name: `Page ${currentPage}` })).toHaveAttribute('data-active', 'true');
}

function showsUpdatesWaiting(expected: AnyMachineSnapshot) {
  const pill = screen.queryByRole('button', { name: 'Show updates' });
  if ((expected as UsersListSnapshot).context.heldUpdate) expect(pill).toBeVisible();
  else expect(pill).toBeNull();
}

describe('users list: generated paths on the rendered pages', () => {
  testPathsOnScreen({
    model: usersListModel,
    root: usersListMachine.root,
    render,
    gestures: {
      SET_SCOPE: async () => userEvent.click(screen.getByRole('tab', { name: /^Clients/ })),
      SET_SEARCH: async (_, event) => userEvent.type(screen.getByRole('textbox', { name: 'Search users' }), String(event.search)),
      SET_PAGE: async (_, event) => userEvent.click(screen.getByRole('button', { name: `Page ${String(event.page)}` })),
      RETRY: async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })),
      REFRESH: async () => emitLiveChange({ kind: 'users', subject: CREATED_CLIENT.id, scope: null, version: null }),
      SHOW_UPDATES: async () => userEvent.click(screen.getByRole('button', { name: 'Show updates' })),
      USER_CREATED: async (_, event: ModelEvent) => {
        const user = event.user as User;
        vi.spyOn(usersApi, 'create').mockResolvedValue(user);
        await userEvent.click(screen.getByRole('link', { name: 'Add user' }));
        await userEvent.type(await screen.findByRole('textbox', { name: /^Full name/ }), user.full_name);
        await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), user.email);
        await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), ROLE_NAMES[user.role!]!);
        expect(screen.queryByLabelText(/^Password/)).toBeNull();
        await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
        await screen.findByTestId('users-table');
      },
    },
    screens: {
      loading: async (_, expected) => {
        expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
        await showsList(expected);
      },
      'ready.idle': async (_, expected) => {
        await waitFor(() => expect(screen.queryByLabelText('Loading')).toBeNull());
        expect(screen.queryByRole('alert')).toBeNull();
        await showsList(expected);
        showsUpdatesWaiting(expected);
      },
      'ready.refreshing': async (_, expected) => {
        // Read again in the background: no loading indicator, the page as it was.
        expect(screen.queryByLabelText('Loading')).toBeNull();
        expect(screen.queryByRole('alert')).toBeNull();
        await showsList(expected);
        showsUpdatesWaiting(expected);
      },
      failed: async (_, expected) => {
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(sayProblem((expected as UsersListSnapshot).context.error!));
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
        await showsList(expected);
      },
    },
  });
});

describe('users list: the sort box', () => {
  it('names the order in force, also when a column header set it', async () => {
    const { harness } = await render();
    harness.settle('loadUsers', (d) => d.resolve(MODEL_PAGE));
    const sortBox = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBox).toHaveValue('Newest first');
    const emailHeader = within(screen.getByTestId('users-table')).getByRole('button', { name: /E-mail/ });
    await userEvent.click(emailHeader);
    await waitFor(() => expect(sortBox).toHaveValue('E-mail, A to Z'));
    harness.settle('loadUsers', (d) => d.resolve(MODEL_PAGE));
    await userEvent.click(within(screen.getByTestId('users-table')).getByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(sortBox).toHaveValue('E-mail, Z to A'));
  });
});
