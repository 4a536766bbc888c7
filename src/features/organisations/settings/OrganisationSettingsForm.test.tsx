import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Organisation } from '@/api/contract/organisations';
import { ApiError } from '@/api/errors';
import { renderAtPath } from '@tests/router';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { OrganisationSettingsForm } from '@/features/organisations/settings/OrganisationSettingsForm';
import { showToast } from '@/ui/toast';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const ACME: Organisation = {
  id: 4,
  name: 'Acme Bakery',
  legal_name: 'Acme Bakery SL',
  tax_id: 'B1234567',
  billing_email: 'bills@acme.test',
  address: 'Calle Mayor 1, Madrid',
  currency: 'EUR',
  language: 'es',
  time_zone: 'Europe/Madrid',
  logo: null,
  created_at: '2026-01-02T10:00:00Z',
  my_role: 'owner',
};

async function renderForm(organisation: Organisation = ACME) {
  await renderAtPath(() => <OrganisationSettingsForm organisation={organisation} />, '/dashboard/organisation');
  return screen.findByRole('form', { name: 'Business settings' });
}

describe('OrganisationSettingsForm', () => {
  it('sends only the fields that changed, trimmed, and says so', async () => {
    const update = vi.spyOn(organisationsApi, 'update').mockResolvedValue({ ...ACME, legal_name: 'Acme Holdings SL', tax_id: 'B7654321' });
    await renderForm();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Acme Bakery');
    expect(screen.getByLabelText('Currency', { selector: 'input' })).toHaveValue('EUR · Euro');
    expect(screen.getByLabelText('Time zone', { selector: 'input' })).toHaveValue('Europe/Madrid');

    const legal = screen.getByRole('textbox', { name: 'Legal name' });
    await userEvent.clear(legal);
    await userEvent.type(legal, ' Acme Holdings SL ');
    const tax = screen.getByRole('textbox', { name: 'Tax ID' });
    await userEvent.clear(tax);
    await userEvent.type(tax, 'B7654321');
    // A field typed back to what is saved is not a change.
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'x');
    await userEvent.type(name, '{Backspace}');
    await userEvent.click(save);

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith(4, { legal_name: 'Acme Holdings SL', tax_id: 'B7654321' });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Saved the settings of Acme Bakery.' }));
    // What was saved is the new starting point: nothing is left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
    expect(legal).toHaveValue('Acme Holdings SL');
  });

  it("shows the server's field errors on their fields, in the reader's words", async () => {
    vi.spyOn(organisationsApi, 'update').mockRejectedValue(
      new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', {
        time_zone: ['invalid_time_zone'],
        billing_email: ['invalid_email'],
      }),
    );
    await renderForm();
    const billing = screen.getByRole('textbox', { name: /^Billing e-mail/ });
    await userEvent.clear(billing);
    await userEvent.type(billing, 'accounts@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Choose a time zone from the list.')).toBeVisible();
    expect(screen.getByLabelText('Time zone', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeVisible();
    expect(billing).toHaveAttribute('aria-invalid', 'true');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('checks the fields as the server does before sending: a business keeps a name', async () => {
    const update = vi.spyOn(organisationsApi, 'update');
    await renderForm();
    await userEvent.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("Enter the business's name.")).toBeVisible();
    expect(update).not.toHaveBeenCalled();
  });

  it('is read-only for a member: every field disabled and no Save', async () => {
    await renderForm({ ...ACME, my_role: 'member' });
    expect(screen.getByText('Only an owner of this business can change its settings.')).toBeVisible();
    for (const name of [/^Name/, 'Legal name', 'Tax ID', /^Billing e-mail/, 'Address']) {
      expect(screen.getByRole('textbox', { name })).toBeDisabled();
    }
    for (const name of ['Currency', 'Language', 'Time zone']) expect(screen.getByLabelText(name, { selector: 'input' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
