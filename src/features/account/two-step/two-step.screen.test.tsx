import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Actor } from 'xstate';
import type { authMachine } from '@machines/auth/auth.machine';
import type { User } from '@/api/contract/auth';
import type { Role } from '@/api/contract/roles';
import type { TwoStepStatus } from '@/api/contract/two-step';
import { ApiError } from '@/api/errors';
import { AuthProvider } from '@/features/auth';
import { notificationsApi } from '@/features/notifications/shared';
import { formatters } from '@/ui/format';
import { showToast } from '@/ui/toast';
import { createTestAuthActor } from '@tests/auth-actor';
import { renderWithProviders } from '@tests/render';
import { AccountPage } from '@/features/account/AccountPage';
import { twoStepApi } from './two-step-api';

// What the card says in toasts, read where it says it (the toasts' frame belongs to the app shell).
vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

let auth: Actor<typeof authMachine> | undefined;
afterEach(() => {
  auth?.stop();
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const person = (role: Role): User => ({
  id: 7,
  email: 'farid@example.com',
  full_name: 'Farid Haddad',
  role,
  avatar: null,
  is_active: true,
  languages: [],
  preferred_language: 'en',
  date_joined: '2026-01-01T00:00:00Z',
  two_step_enabled: false,
  invitation_pending: false,
});

const OFF: TwoStepStatus = { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false };
const ON_SINCE = '2026-03-03T12:00:00Z';
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}-abcd`);
const SETUP = {
  secret: 'ABCD EFGH IJKL MNOP',
  otpauth_uri: 'otpauth://totp/Lato:farid@example.com?secret=ABCDEFGHIJKLMNOP',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
  setup_token: 'setup-token',
};

const refused = (errors: Record<string, string[]>) => new ApiError('Invalid input', 400, 'validation_error', 'Invalid input.', errors);

/** The Account page of a signed-in person, whose two-step status the server answers from `status()`. */
async function openAccount(role: Role, status: () => TwoStepStatus) {
  const me = person(role);
  auth = createTestAuthActor({ role, me });
  await waitFor(() => expect(auth!.getSnapshot().context.user).toEqual(me));
  const sent = vi.spyOn(auth, 'send');
  vi.spyOn(twoStepApi, 'status').mockImplementation(async () => status());
  // The page's other cards read their own data; this file is about two-step sign-in.
  vi.spyOn(notificationsApi, 'emailChoices').mockResolvedValue({ kinds: [], by_email: [] });
  renderWithProviders(
    <AuthProvider actor={auth}>
      <AccountPage profile={me} />
    </AuthProvider>,
  );
  return { card: await screen.findByTestId('two-step-card'), sent };
}

async function typeCode(dialog: HTMLElement, code: string) {
  await userEvent.click(within(dialog).getByRole('textbox', { name: 'Code, digit 1 of 6' }));
  await userEvent.paste(code);
}

describe('two-step sign-in on the Account page', () => {
  it('turns on after the password and a code from the app, refusing a wrong one, and shows the recovery codes once', async () => {
    let current = OFF;
    const { card, sent } = await openAccount('DEV', () => current);
    const startSetup = vi
      .spyOn(twoStepApi, 'startSetup')
      .mockRejectedValueOnce(refused({ password: ['wrong_password'] }))
      .mockResolvedValue(SETUP);
    const enable = vi
      .spyOn(twoStepApi, 'enable')
      .mockRejectedValueOnce(refused({ code: ['two_step_code_invalid'] }))
      .mockImplementation(async () => {
        current = { enabled: true, enabled_at: ON_SINCE, recovery_codes_left: 10, required: false };
        return { recovery_codes: CODES };
      });

    await userEvent.click(await within(card).findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-step sign-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter your current password.')).toBeVisible();
    expect(startSetup).not.toHaveBeenCalled();

    const password = within(dialog).getByLabelText(/^Current password/);
    await userEvent.type(password, 'not-mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('This is not your current password.')).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, 'LatoDemo2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(startSetup).toHaveBeenLastCalledWith({ password: 'LatoDemo2026!' });

    expect(await within(dialog).findByTestId('authenticator-key')).toHaveTextContent(SETUP.secret);
    expect(within(dialog).getByRole('img', { name: 'QR code of the key for your authenticator app' })).toHaveAttribute(
      'src',
      SETUP.qr_code,
    );
    await typeCode(dialog, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('That code is not right, or was already used. Type the code your app shows now.')).toBeVisible();
    expect(enable).toHaveBeenLastCalledWith({ setup_token: 'setup-token', code: '111111' });

    await typeCode(dialog, '222222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(enable).toHaveBeenLastCalledWith({ setup_token: 'setup-token', code: '222222' });
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ color: 'teal', message: 'Two-step sign-in is on.' }));
    // The menu's user and the users list read `two_step_enabled` from the signed-in user.
    expect(sent).toHaveBeenCalledWith({ type: 'FETCH_USER' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(card).findByText(`On since ${formatters('en').date(ON_SINCE)}`)).toBeVisible();
    expect(within(card).getByText('10 recovery codes left')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Turn off' })).toBeEnabled();
  });

  it('offers no turning off when the agency requires it, and says why', async () => {
    const disable = vi.spyOn(twoStepApi, 'disable');
    const { card } = await openAccount('DEV', () => ({ enabled: true, enabled_at: ON_SINCE, recovery_codes_left: 1, required: true }));
    const turnOff = await within(card).findByRole('button', { name: 'Turn off' });
    expect(turnOff).toBeDisabled();
    expect(turnOff).toHaveAccessibleDescription('Your agency requires two-step sign-in for staff.');
    expect(within(card).getByText('1 recovery code left')).toBeVisible();
    expect(disable).not.toHaveBeenCalled();
  });

  it("says the server's refusal when the rule came in after the page loaded, and keeps two-step sign-in on", async () => {
    const disable = vi.spyOn(twoStepApi, 'disable').mockRejectedValue(refused({ non_field_errors: ['two_step_required'] }));
    const { card, sent } = await openAccount('DEV', () => ({
      enabled: true,
      enabled_at: ON_SINCE,
      recovery_codes_left: 4,
      required: false,
    }));
    await userEvent.click(await within(card).findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'LatoDemo2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ color: 'red', message: 'Your agency requires two-step sign-in for staff.' }),
    );
    expect(disable).toHaveBeenCalledWith({ password: 'LatoDemo2026!' });
    expect(screen.getByRole('dialog', { name: 'Turn off two-step sign-in?' })).toBeVisible();
    expect(sent).not.toHaveBeenCalledWith({ type: 'FETCH_USER' });
  });

  it('makes new recovery codes after the password', async () => {
    const renew = vi.spyOn(twoStepApi, 'renewRecoveryCodes').mockResolvedValue({ recovery_codes: CODES });
    const { card } = await openAccount('DEV', () => ({ enabled: true, enabled_at: ON_SINCE, recovery_codes_left: 2, required: false }));
    await userEvent.click(await within(card).findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'LatoDemo2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(renew).toHaveBeenCalledWith({ password: 'LatoDemo2026!' });
  });
});

describe("the agency's sign-in rules on the Account page", () => {
  it('are not shown, nor read, for anyone but the CEO', async () => {
    const read = vi.spyOn(twoStepApi, 'securitySettings');
    await openAccount('CTO', () => OFF);
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Agency sign-in rules' })).toBeNull();
    expect(screen.queryByRole('switch', { name: /Require two-step sign-in for staff/ })).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it("save the CEO's switch as the server answers it, and leave it as it was when refused", async () => {
    vi.spyOn(twoStepApi, 'securitySettings').mockResolvedValue({ two_step_required_for_staff: false });
    const update = vi
      .spyOn(twoStepApi, 'updateSecuritySettings')
      .mockResolvedValueOnce({ two_step_required_for_staff: true })
      .mockRejectedValueOnce(new ApiError('HTTP 500', 500, 'server_error', undefined));
    await openAccount('CEO', () => OFF);
    const rule = await screen.findByRole('switch', { name: /Require two-step sign-in for staff/ });
    expect(rule).not.toBeChecked();
    expect(rule).toHaveAccessibleDescription(
      'Staff without it set up are asked to add an authenticator app at their next sign-in. Clients are not affected.',
    );

    await userEvent.click(rule);
    await waitFor(() => expect(rule).toBeChecked());
    expect(update).toHaveBeenLastCalledWith({ two_step_required_for_staff: true });
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Staff now need two-step sign-in.' });

    await userEvent.click(rule);
    await waitFor(() =>
      expect(showToast).toHaveBeenLastCalledWith({ color: 'red', message: 'Something went wrong on our side. Please try again.' }),
    );
    expect(update).toHaveBeenLastCalledWith({ two_step_required_for_staff: false });
    await waitFor(() => expect(rule).toBeEnabled());
    expect(rule).toBeChecked();
  });
});
