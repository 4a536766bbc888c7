import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter, useNavigate } from '@tanstack/react-router';
import type { Membership } from '@/api/contract/organisations';
import type { TwilioNumber } from '@/api/contract/lato-ai';
import { organisationsApi } from '@/features/organisations/shared';
import { renderWithProviders } from '@tests/render';
import { latoAiApi } from '@/features/lato-ai/lato-ai-api';
import { NumberPage } from '@/features/lato-ai/numbers';
import { parseCallsSearch } from '@/features/lato-ai/calls/calls-search';
import { formatPhone } from '@/lib/phone';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const OKAFOR = { id: 1, name: 'Okafor Dental Studio' };
const CASA = { id: 2, name: 'Casa Verde Inmobiliaria' };
const EMPTY = { id: 3, name: 'Bernard Plumbing' };
const number = (id: number, friendly_name: string, phone_number: string, organisation: { id: number; name: string }): TwilioNumber => ({
  id,
  friendly_name,
  phone_number,
  organisation,
});
const NUMBERS = [
  number(11, 'Okafor Dental — Front desk', '+14155550142', OKAFOR),
  number(12, 'Clínica Okafor Madrid', '+34911234567', OKAFOR),
  number(21, 'Casa Verde — Ventas', '+34910000001', CASA),
];
/** A number as the picker names it. */
const labelOf = (id: number) => {
  const n = NUMBERS.find((x) => x.id === id)!;
  return `${n.friendly_name} · ${formatPhone(n.phone_number)}`;
};
const member = (org: { id: number; name: string }, role: Membership['role'] = 'member'): Membership => ({ ...org, role });

/** The page under a router whose address is read as the calls page reads it; the shown number's name stands for the page's content. */
async function render(path: string, mine: Membership[]) {
  vi.spyOn(latoAiApi, 'numbers').mockResolvedValue(NUMBERS);
  vi.spyOn(organisationsApi, 'mine').mockResolvedValue(mine);
  const root = createRootRoute({
    validateSearch: parseCallsSearch,
    component: function Page() {
      const search = root.useSearch();
      const navigate = useNavigate();
      return (
        <NumberPage
          title="Calls"
          requested={search}
          onNumber={(id, org, how) => void navigate({ to: '.', search: { org, number: id }, replace: how === 'correct' })}
        >
          {(shown) => <p data-testid="content">{shown.friendly_name}</p>}
        </NumberPage>
      );
    },
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  renderWithProviders(<RouterProvider router={router} />);
  await waitFor(() => expect(screen.queryByLabelText('Loading')).toBeNull());
  return router;
}

async function options(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const list = await waitFor(() =>
    document.getElementById(screen.getByRole('combobox', { name: label }).getAttribute('aria-controls') ?? '')!,
  );
  return within(list);
}

describe('the Lato AI pages: one business at a time', () => {
  it("offers only the active business's numbers, and a switcher to someone in two businesses that starts that business afresh", async () => {
    const router = await render('/?org=1&number=12&status=no_answer', [member(OKAFOR, 'owner'), member(CASA)]);
    expect(screen.getByRole('combobox', { name: 'Business' })).toHaveValue('Okafor Dental Studio');
    expect(screen.getByRole('combobox', { name: 'Phone number' })).toHaveValue(labelOf(12));
    expect(screen.getByTestId('content')).toHaveTextContent('Clínica Okafor Madrid');
    const offered = await options('Phone number');
    expect(offered.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([labelOf(11), labelOf(12)]);
    await userEvent.keyboard('{Escape}');

    const businesses = await options('Business');
    await userEvent.click(businesses.getByRole('option', { name: 'Casa Verde Inmobiliaria', hidden: true }));
    // Another business: its first number, with none of the last one's number or filters.
    await waitFor(() => expect(router.state.location.search).toEqual({ org: 2 }));
    expect(screen.getByTestId('content')).toHaveTextContent('Casa Verde — Ventas');
    const now = await options('Phone number');
    expect(now.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([labelOf(21)]);
    expect(localStorage.getItem('lato.organisation')).toBe('2');
  });

  it('shows no switcher to someone in one business', async () => {
    await render('/', [member(OKAFOR, 'owner')]);
    expect(screen.getByTestId('content')).toHaveTextContent('Okafor Dental — Front desk');
    expect(screen.queryByRole('combobox', { name: 'Business' })).toBeNull();
  });

  it('keeps the business of a number named alone in the address, and writes it there', async () => {
    localStorage.setItem('lato.organisation', '1');
    const router = await render('/?number=21', [member(OKAFOR), member(CASA)]);
    expect(screen.getByTestId('content')).toHaveTextContent('Casa Verde — Ventas');
    await waitFor(() => expect(router.state.location.search).toEqual({ org: 2, number: 21 }));
    expect(screen.getByRole('combobox', { name: 'Business' })).toHaveValue('Casa Verde Inmobiliaria');
  });

  it("shows the named business's first number when the address names another business's number", async () => {
    const router = await render('/?org=1&number=21', [member(OKAFOR), member(CASA)]);
    expect(screen.getByTestId('content')).toHaveTextContent('Okafor Dental — Front desk');
    await waitFor(() => expect(router.state.location.search).toEqual({ org: 1, number: 11 }));
  });

  it('says which business has no number yet, and still lets the person switch', async () => {
    await render('/?org=3', [member(OKAFOR), member(EMPTY)]);
    expect(screen.getByText(/No phone number for/)).toHaveTextContent('No phone number for Bernard Plumbing yet');
    expect(screen.queryByRole('combobox', { name: 'Phone number' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Business' })).toHaveValue('Bernard Plumbing');
  });

  it('explains the empty page to someone whose only business has no number', async () => {
    await render('/', [member(EMPTY, 'owner')]);
    expect(screen.getByText('No phone number yet')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Business' })).toBeNull();
  });
});
