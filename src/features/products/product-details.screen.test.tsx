import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { renderAtPath } from '@tests/router';
import { ProductDetailsPage } from './ProductPages';
import { productsApi } from './products-api';
import { GROWTH, NO_SALES, WEBSITE } from './products-test-data';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

function open(productId: number) {
  return renderAtPath(
    () => (
      <Suspense>
        <ProductDetailsPage productId={productId} />
      </Suspense>
    ),
    `/dashboard/product-details?id=${productId}`,
  );
}

describe('a product’s page', () => {
  it('shows the product in the reader’s language with the other beside it, its public page, and its sales', async () => {
    vi.spyOn(productsApi, 'get').mockResolvedValue(GROWTH);
    const sales = vi.spyOn(productsApi, 'sales').mockResolvedValue({
      count: 1,
      num_pages: 1,
      current_page: 1,
      results: [
        {
          order_id: 501,
          organisation: { id: 4, name: 'Talleres Soto' },
          interval: 'year',
          quantity: 1,
          total_minor: 149_000,
          currency: 'USD',
          paid_at: '2026-11-21T10:00:00Z',
        },
      ],
      units_sold: 12,
      revenue: [
        { amount_minor: 1_788_000, currency: 'USD' },
        { amount_minor: 50_000, currency: 'EUR' },
      ],
      active_subscriptions: 9,
    });
    await open(7);
    expect(await screen.findByRole('heading', { level: 1, name: 'Growth' })).toBeVisible();
    expect(screen.getByRole('link', { name: /View on the public site/ })).toHaveAttribute('href', '/products/7');
    expect(screen.getByText('$149.00 a month')).toBeVisible();
    expect(screen.getByText('saves $298.00')).toBeVisible();
    const texts = screen.getByRole('region', { name: 'Texts' });
    expect(
      within(texts)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['English', 'Spanish']);
    expect(within(texts).getByText('Crecimiento').closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(within(texts).getByText('Resúmenes de llamadas')).toBeVisible();

    const table = await screen.findByTestId('product-sales');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#501', 'Talleres Soto', 'Yearly', '1', '$1,490.00', 'Nov 21, 2026']);
    expect(within(table).getByRole('link', { name: 'Talleres Soto' })).toHaveAttribute('href', '/dashboard/organisations/4');
    const totals = screen.getByRole('region', { name: 'Sales' });
    expect(within(totals).getByText('$17,880.00')).toBeVisible();
    expect(within(totals).getByText('€500.00')).toBeVisible();
    expect(sales).toHaveBeenCalledWith(7, 1, 10);
  });

  it('publishes a draft, and offers no public page until then', async () => {
    vi.spyOn(productsApi, 'get').mockResolvedValue(WEBSITE);
    vi.spyOn(productsApi, 'sales').mockResolvedValue(NO_SALES);
    const update = vi
      .spyOn(productsApi, 'update')
      .mockResolvedValue({ ...WEBSITE, status: 'published', published_at: '2026-11-25T10:00:00Z' });
    await open(9);
    expect(await screen.findByText('Not in the shop until it is published.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /View on the public site/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(9, { status: 'published' }));
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Published Website: it is for sale in the shop.' });
    expect(await screen.findByRole('link', { name: /View on the public site/ })).toHaveAttribute('href', '/products/9');
    expect(screen.getByRole('button', { name: 'Back to draft' })).toBeVisible();
    expect(await screen.findByText('Not sold yet.')).toBeVisible();
  });

  it('refuses to delete a product that was ordered, and offers to archive it instead', async () => {
    vi.spyOn(productsApi, 'get').mockResolvedValue(GROWTH);
    vi.spyOn(productsApi, 'sales').mockResolvedValue(NO_SALES);
    const remove = vi
      .spyOn(productsApi, 'remove')
      .mockRejectedValue(new ApiError('Conflict', 409, 'product_has_orders', 'This product has orders.'));
    const update = vi.spyOn(productsApi, 'update').mockResolvedValue({ ...GROWTH, status: 'archived' });
    await open(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(7));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This product has been ordered, so it stays on record: archive it instead to take it off sale.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Delete product' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive instead' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(7, { status: 'archived' }));
    expect(await screen.findByText('No longer sold; the orders and subscriptions that have it keep it.')).toBeVisible();
    expect(showToast).not.toHaveBeenCalledWith(expect.objectContaining({ message: 'Deleted Growth.' }));
  });

  it('deletes a picture after asking', async () => {
    vi.spyOn(productsApi, 'get').mockResolvedValue(GROWTH);
    vi.spyOn(productsApi, 'sales').mockResolvedValue(NO_SALES);
    const removeImage = vi.spyOn(productsApi, 'removeImage').mockResolvedValue({ ...GROWTH, images: [] });
    await open(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete picture 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this picture?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete picture' }));
    await waitFor(() => expect(removeImage).toHaveBeenCalledWith(7, 31));
    expect(await screen.findByText('No pictures yet. The first one is the product’s cover in the shop.')).toBeVisible();
  });

  it('adds dropped pictures and says so, and refuses a file that is not a picture before sending it', async () => {
    vi.spyOn(productsApi, 'get').mockResolvedValue(WEBSITE);
    vi.spyOn(productsApi, 'sales').mockResolvedValue(NO_SALES);
    const added = { ...WEBSITE, images: [GROWTH.images[0]!, { ...GROWTH.images[0]!, id: 32 }] };
    const addImages = vi.spyOn(productsApi, 'addImages').mockImplementation(async (_id, _files, onProgress) => {
      onProgress(50, 100);
      return added;
    });
    await open(9);
    const input = await screen.findByLabelText('Pictures to add');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Use PNG, JPEG or WebP pictures: terms.pdf')).toBeVisible();
    expect(addImages).not.toHaveBeenCalled();

    const pictures = [new File(['png'], 'front.png', { type: 'image/png' }), new File(['png'], 'side.webp', { type: 'image/webp' })];
    await user.upload(input, pictures);
    await waitFor(() => expect(addImages).toHaveBeenCalledWith(9, pictures, expect.any(Function)));
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Added 2 pictures to Website.' });
    expect(await screen.findByRole('button', { name: 'Delete picture 2' })).toBeVisible();
  });

  it('edits the product in the same form, sending only what changed', async () => {
    vi.spyOn(productsApi, 'get').mockResolvedValue(GROWTH);
    vi.spyOn(productsApi, 'sales').mockResolvedValue(NO_SALES);
    const update = vi.spyOn(productsApi, 'update').mockResolvedValue({ ...GROWTH, trial_days: 30 });
    await open(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const trial = screen.getByRole('textbox', { name: 'Free trial days' });
    await userEvent.clear(trial);
    await userEvent.type(trial, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(7, { trial_days: 30 }));
    expect(await screen.findByRole('region', { name: 'Price and limits' })).toHaveTextContent('30 days');
  });
});
