import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Actor } from 'xstate';
import type { authMachine } from '@machines/auth/auth.machine';
import type { User } from '@/api/contract/auth';
import type { Role } from '@/api/contract/roles';
import type { TeamProfile } from '@/api/contract/site-content';
import { ApiError } from '@/api/errors';
import { AuthProvider } from '@/features/auth';
import { notificationsApi } from '@/features/notifications/shared';
import { showToast } from '@/ui/toast';
import { createTestAuthActor } from '@tests/auth-actor';
import { renderWithProviders } from '@tests/render';
import { AccountPage } from './AccountPage';
import { teamCardApi } from './team-card-api';
import { twoStepApi } from './two-step/two-step-api';

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

const UNWRITTEN: TeamProfile = { shown: false, title_en: '', title_es: '', bio_en: '', bio_es: '' };

const refused = (errors: Record<string, string[]>) => new ApiError('Invalid input', 400, 'validation_error', 'Invalid input.', errors);

/** The Account page of a signed-in person, whose card on the About page the server answers from `card`. */
async function openAccount(role: Role, card: () => Promise<TeamProfile>) {
  const me = person(role);
  auth = createTestAuthActor({ role, me });
  await waitFor(() => expect(auth!.getSnapshot().context.user).toEqual(me));
  // The page's other cards read their own data; this file is about the public profile.
  vi.spyOn(notificationsApi, 'emailChoices').mockResolvedValue({ kinds: [], by_email: [] });
  vi.spyOn(twoStepApi, 'status').mockResolvedValue({ enabled: false, enabled_at: null, recovery_codes_left: 0, required: false });
  const load = vi.spyOn(teamCardApi, 'card').mockImplementation(card);
  renderWithProviders(
    <AuthProvider actor={auth}>
      <AccountPage profile={me} />
    </AuthProvider>,
  );
  return load;
}

async function openCard(card: TeamProfile) {
  await openAccount('DEV', async () => card);
  const region = await screen.findByRole('region', { name: 'Public profile' });
  await within(region).findByRole('button', { name: 'Save public profile' });
  return region;
}

const field = (card: HTMLElement, label: string) => within(card).getByLabelText(new RegExp(`^${label}`));

describe('the public profile on the Account page', () => {
  it('shows the card as it is kept, with each text’s count of characters against its limit', async () => {
    const card = await openCard({
      shown: true,
      title_en: 'Engineer',
      title_es: 'Ingeniero',
      bio_en: 'Builds the call assistant.',
      bio_es: '',
    });
    expect(within(card).getByRole('switch', { name: 'Show me on the About page' })).toBeChecked();
    expect(field(card, 'Title in English')).toHaveValue('Engineer');
    expect(field(card, 'Title in English')).toHaveAccessibleDescription('8 of 80 characters');
    expect(field(card, 'Title in Spanish')).toHaveValue('Ingeniero');
    expect(field(card, 'Short bio in English')).toHaveValue('Builds the call assistant.');
    expect(field(card, 'Short bio in English')).toHaveAccessibleDescription('26 of 400 characters');
    expect(field(card, 'Short bio in Spanish')).toHaveValue('');
    expect(field(card, 'Short bio in Spanish')).toHaveAttribute('maxlength', '400');
    expect(within(card).getByRole('link', { name: /See the About page/ })).toHaveAttribute('href', '/about-us');

    await userEvent.type(field(card, 'Short bio in Spanish'), 'Hola');
    expect(field(card, 'Short bio in Spanish')).toHaveAccessibleDescription('4 of 400 characters');
  });

  it('asks for the English title of a card to be shown, on that field, before sending anything', async () => {
    const save = vi.spyOn(teamCardApi, 'save');
    const card = await openCard(UNWRITTEN);
    await userEvent.click(within(card).getByRole('switch', { name: 'Show me on the About page' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save public profile' }));
    const title = field(card, 'Title in English');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toBeInvalid();
    expect(title).toHaveAccessibleDescription(/Write your title in English to be shown on the About page\./);
    expect(save).not.toHaveBeenCalled();
  });

  it('says the server’s refusal on the field it names', async () => {
    // A refusal the browser's own check let through (its copy of the rules older than the server's).
    vi.spyOn(teamCardApi, 'save').mockRejectedValue(refused({ title_en: ['required'], bio_es: ['too_long'] }));
    const card = await openCard({ ...UNWRITTEN, title_en: 'Engineer' });
    await userEvent.click(within(card).getByRole('switch', { name: 'Show me on the About page' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save public profile' }));
    expect(await within(card).findByText('Write your title in English to be shown on the About page.')).toBeVisible();
    expect(field(card, 'Title in English')).toBeInvalid();
    expect(field(card, 'Short bio in Spanish')).toHaveAccessibleDescription(/This is too long\./);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('saves the switch and the four texts together, and says so', async () => {
    const save = vi.spyOn(teamCardApi, 'save').mockImplementation(async (body) => ({ ...UNWRITTEN, ...body }));
    const card = await openCard(UNWRITTEN);
    await userEvent.click(within(card).getByRole('switch', { name: 'Show me on the About page' }));
    await userEvent.type(field(card, 'Title in English'), 'Project manager');
    await userEvent.type(field(card, 'Title in Spanish'), 'Jefa de proyecto');
    await userEvent.type(field(card, 'Short bio in English'), 'Keeps projects on time.');
    await userEvent.click(within(card).getByRole('button', { name: 'Save public profile' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenLastCalledWith({ color: 'teal', message: 'Your public profile is saved and shown on the About page.' }),
    );
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith({
      shown: true,
      title_en: 'Project manager',
      title_es: 'Jefa de proyecto',
      bio_en: 'Keeps projects on time.',
      bio_es: '',
    });
  });

  it('tells when a save fails for another reason, keeping what was written', async () => {
    vi.spyOn(teamCardApi, 'save').mockRejectedValue(new ApiError('Server error', 500, 'server_error', 'A server error occurred.'));
    const card = await openCard({ ...UNWRITTEN, title_en: 'Engineer' });
    await userEvent.type(field(card, 'Short bio in English'), 'Builds things.');
    await userEvent.click(within(card).getByRole('button', { name: 'Save public profile' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenLastCalledWith({ color: 'red', message: 'Something went wrong on our side. Please try again.' }),
    );
    expect(field(card, 'Short bio in English')).toHaveValue('Builds things.');
  });

  it('says when the card cannot be read, and reads it again on "Try again"', async () => {
    let reads = 0;
    await openAccount('DEV', async () => {
      reads += 1;
      if (reads === 1) throw new ApiError('Network', undefined, 'network', undefined);
      return UNWRITTEN;
    });
    const card = await screen.findByRole('region', { name: 'Public profile' });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the server. Check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('switch', { name: 'Show me on the About page' })).not.toBeChecked();
  });

  it('is not on a client’s Account page', async () => {
    const load = await openAccount('CLIENT', async () => UNWRITTEN);
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Public profile' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Public profile' })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
