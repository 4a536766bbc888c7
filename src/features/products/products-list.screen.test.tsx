import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { renderAtPath } from '@tests/router';
import { ProductGridPage, ProductListPage } from './ProductListPages';
import { productsApi } from './products-api';
import { parseProductSearch } from './products-search';
import { GROWTH, WEBSITE, pageOf, summaryOf } from './products-test-data';

afterEach(() => vi.restoreAllMocks());

const PAGE = pageOf([summaryOf(GROWTH, 12), summaryOf(WEBSITE)], 3);

/** A list page as its route draws it: the address's search, which the page writes back. */
function open(Page: typeof ProductListPage, path: string) {
  function Route() {
    const search = parseProductSearch(useSearch({ strict: false }));
    const navigate = useNavigate();
    return <Page search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  }
  return renderAtPath(() => <Route />, path);
}

describe('the product table', () => {
  it('shows each product’s cover, kind, price with its interval, status, sales and last change, linking to its page', async () => {
    vi.spyOn(productsApi, 'list').mockResolvedValue(PAGE);
    await open(ProductListPage, '/dashboard/product-list');
    const table = await screen.findByTestId('products-table');
    const growth = within(table).getByRole('link', { name: 'Growth' });
    expect(growth).toHaveAttribute('href', '/dashboard/product-details?id=7');
    expect(
      within(growth.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Growth', 'Plan', '$149.00 a month', 'Published', '12', '12', 'Nov 20, 2026']);
    expect(within(within(table).getByRole('link', { name: 'Website' }).closest('tr')!).getByText('$2,400.00 once')).toBeVisible();
    expect(screen.getByText('2 products')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/dashboard/create-product');
  });

  it('writes the search, the filters, the order and the page into the address, and asks for them', async () => {
    const list = vi.spyOn(productsApi, 'list').mockResolvedValue(PAGE);
    const { router } = await open(ProductListPage, '/dashboard/product-list');
    await screen.findByTestId('products-table');
    expect(list).toHaveBeenLastCalledWith({ q: undefined, kind: undefined, status: undefined, sort: 'position', page: 1, page_size: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    // A new filter starts again from the first page.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Plans');
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'plan' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Published');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), ' grow ');
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'plan', status: 'published', q: 'grow' }));

    // Price sorts up, then down; units sold most first, and once more back to the catalogue's order.
    const header = (name: string) => screen.getByRole('columnheader', { name });
    await userEvent.click(within(header('Price')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'price' }));
    expect(header('Price')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header('Price')).getByRole('button'));
    await waitFor(() => expect(header('Price')).toHaveAttribute('aria-sort', 'descending'));
    await userEvent.click(within(header('Units sold')).getByRole('button'));
    await waitFor(() => expect(header('Units sold')).toHaveAttribute('aria-sort', 'descending'));
    expect(router.state.location.search).toEqual({ kind: 'plan', status: 'published', q: 'grow', sort: '-units_sold' });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ q: 'grow', kind: 'plan', status: 'published', sort: '-units_sold', page: 1, page_size: 20 }),
    );
    await userEvent.click(within(header('Units sold')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'plan', status: 'published', q: 'grow' }));
  });

  it('switches to the cards keeping the address, and the cards sort by a choice', async () => {
    vi.spyOn(productsApi, 'list').mockResolvedValue(PAGE);
    const { router } = await open(ProductListPage, '/dashboard/product-list?kind=%22service%22&page=2');
    await screen.findByTestId('products-table');
    await userEvent.click(screen.getByRole('radio', { name: 'Cards' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/product-grid'));
    expect(router.state.location.search).toEqual({ kind: 'service', page: 2 });
  });

  it('says when nothing matches and clears the filters, and offers to try again when the list cannot be read', async () => {
    const list = vi.spyOn(productsApi, 'list').mockResolvedValue(pageOf([]));
    const { router } = await open(ProductListPage, '/dashboard/product-list?status=%22archived%22');
    expect(await screen.findByText('No product matches these filters.')).toBeVisible();
    list.mockRejectedValue(new ApiError('Network error', undefined, 'network', undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
    list.mockResolvedValue(PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('products-table')).toBeVisible();
  });
});

describe('the product cards', () => {
  it('shows each product’s picture, name, price and status, and orders them by the choice', async () => {
    const list = vi.spyOn(productsApi, 'list').mockResolvedValue(PAGE);
    const { router } = await open(ProductGridPage, '/dashboard/product-grid');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Growth' })).toHaveAttribute('href', '/dashboard/product-details?id=7');
    expect(within(cards[0]!).getByText('$149.00 a month')).toBeVisible();
    expect(within(cards[0]!).getByText('Published')).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Best selling');
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-units_sold' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sort: '-units_sold' })));
  });
});
