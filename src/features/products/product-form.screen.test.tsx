import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { renderAtPath } from '@tests/router';
import { ProductForm } from './ProductForm';
import { CreateProductPage } from './ProductPages';
import { productsApi } from './products-api';
import { GROWTH } from './products-test-data';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

// The rich-text editor measures its selection to keep it in view, which jsdom does not lay out.
beforeAll(() => {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const panel = () => screen.getByRole('tabpanel');
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** Writes a field's text at once (typing each key is slow, and the keys are not what is tested). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillNames() {
  await fill(within(panel()).getByRole('textbox', { name: /^Name/ }), 'Starter');
  await userEvent.click(tab('Spanish'));
  await fill(within(panel()).getByRole('textbox', { name: /^Name/ }), 'Inicial');
  await userEvent.click(tab('English'));
}

describe('the new product form', () => {
  it('says what is missing, and the rules between fields, before sending anything', async () => {
    const create = vi.spyOn(productsApi, 'create');
    await renderAtPath(() => <CreateProductPage />, '/dashboard/create-product');
    await userEvent.click(await screen.findByRole('button', { name: 'Create product' }));
    expect(await within(panel()).findByText('Enter the name.')).toBeVisible();
    expect(screen.getByText('Enter the price.')).toBeVisible();
    expect(tab('Spanish')).toHaveAccessibleName('Spanish (has errors)');

    await fillNames();
    await fill(field(/^Price\W*$/), '49');
    // A feature in English only, and a cap on numbers below the numbers included.
    await userEvent.click(within(panel()).getByRole('button', { name: 'Add a feature' }));
    await fill(within(panel()).getByRole('textbox', { name: 'Feature 1' }), '1 number');
    await fill(field('Numbers included'), '3');
    await fill(field(/^Most numbers/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    // The English tab has nothing to fix: the Spanish one, which has, comes forward.
    await waitFor(() => expect(tab('Spanish')).toHaveAttribute('aria-selected', 'true'));
    expect(within(panel()).getByText('List as many features in Spanish as in English: each one in both languages.')).toBeVisible();
    expect(screen.getByText('The most numbers cannot be fewer than the numbers included.')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps the features in the order given, in each language', async () => {
    const create = vi.spyOn(productsApi, 'create').mockResolvedValue({ ...GROWTH, id: 12 });
    await renderAtPath(() => <CreateProductPage />, '/dashboard/create-product');
    await screen.findByRole('button', { name: 'Create product' });
    await fillNames();
    await fill(field(/^Price\W*$/), '49');
    const addFeature = () => userEvent.click(within(panel()).getByRole('button', { name: 'Add a feature' }));
    await addFeature();
    await fill(within(panel()).getByRole('textbox', { name: 'Feature 1' }), '300 minutes');
    await addFeature();
    await fill(within(panel()).getByRole('textbox', { name: 'Feature 2' }), '1 number');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Move feature 2 up' }));
    await userEvent.click(tab('Spanish'));
    await addFeature();
    await fill(within(panel()).getByRole('textbox', { name: 'Feature 1' }), '1 número');
    await addFeature();
    await fill(within(panel()).getByRole('textbox', { name: 'Feature 2' }), 'borrar');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Remove feature 2' }));
    await addFeature();
    await fill(within(panel()).getByRole('textbox', { name: 'Feature 2' }), '300 minutos');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ features_en: ['1 number', '300 minutes'], features_es: ['1 número', '300 minutos'] }),
      ),
    );
  });

  it('sends a plan with its prices in cents and its limits, and opens its page', async () => {
    const create = vi.spyOn(productsApi, 'create').mockResolvedValue({ ...GROWTH, id: 12, name_en: 'Starter' });
    const { router } = await renderAtPath(() => <CreateProductPage />, '/dashboard/create-product');
    await screen.findByRole('button', { name: 'Create product' });
    await fillNames();
    await userEvent.type(await within(panel()).findByRole('textbox', { name: 'Description' }), 'Calls.');
    await fill(field(/^Price\W*$/), '49.90');
    await fill(field('Yearly price'), '490');
    await fill(field('Free trial days'), '14');
    await fill(field('Numbers included'), '1');
    await fill(field(/^Most numbers/), '2');
    await fill(field('Call minutes a month'), '300');
    await fill(field('SMS a month'), '500');
    await fill(field('Price of each extra minute'), '0.05');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        kind: 'plan',
        name_en: 'Starter',
        name_es: 'Inicial',
        description_en: '<p>Calls.</p>',
        description_es: '',
        price_minor: 4990,
        currency: 'USD',
        interval: 'month',
        yearly_price_minor: 49_000,
        trial_days: 14,
        features_en: [],
        features_es: [],
        numbers: 1,
        max_numbers: 2,
        call_minutes: 300,
        sms: 500,
        overage_minute_minor: 5,
        overage_sms_minor: 0,
        status: 'draft',
        position: 0,
      }),
    );
    await waitFor(() => expect(router.state.location.href).toBe('/dashboard/product-details?id=12'));
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Created Starter. Add its pictures here.' });
  });

  it('bills a service once, with no yearly price, trial or limits', async () => {
    const create = vi.spyOn(productsApi, 'create').mockResolvedValue({ ...GROWTH, id: 13 });
    await renderAtPath(() => <CreateProductPage />, '/dashboard/create-product');
    await screen.findByRole('button', { name: 'Create product' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Kind/ }), 'Service');
    expect(screen.getByRole('combobox', { name: /^Billed/ })).toHaveValue('one_time');
    expect(screen.queryByRole('textbox', { name: 'Yearly price' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Numbers included' })).toBeNull();
    await fillNames();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Currency/ }), 'EUR');
    await fill(field(/^Price\W*$/), '2400');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'service',
          price_minor: 240_000,
          currency: 'EUR',
          interval: 'one_time',
          yearly_price_minor: null,
          trial_days: 0,
          numbers: 0,
          max_numbers: null,
        }),
      ),
    );
  });
});

describe('editing a product', () => {
  it('sends only what changed, and shows the server’s refusal on its field', async () => {
    const update = vi
      .spyOn(productsApi, 'update')
      .mockRejectedValueOnce(new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { yearly_price_minor: ['too_large'] }))
      .mockResolvedValueOnce({ ...GROWTH, price_minor: 15_900 });
    const saved = vi.fn();
    await renderAtPath(() => <ProductForm product={GROWTH} onSaved={saved} />, '/dashboard/product-details?id=7');
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(field(/^Price\W*$/)).toHaveValue('149');
    await fill(field(/^Price\W*$/), '159');
    await userEvent.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledWith(7, { price_minor: 15_900 }));
    expect(await screen.findByText('This price is too high.')).toBeVisible();
    expect(field('Yearly price')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(save);
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Saved Growth.' });
  });
});
