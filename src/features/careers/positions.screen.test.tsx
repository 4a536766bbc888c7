import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PositionAdmin, PositionAdminSummary } from '@/api/contract/careers';
import { ApiError } from '@/api/errors';
import { renderAtPath } from '@tests/router';
import { showToast } from '@/ui/toast';
import { careersApi } from './careers-api';
import { EditPositionPage, NewPositionPage } from './PositionPages';
import { PositionsPage } from './PositionsPage';

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

const SUMMARY: PositionAdminSummary = {
  id: 3,
  slug: 'voice-ai-engineer',
  status: 'open',
  title_en: 'Voice AI engineer',
  title_es: 'Ingeniera de IA de voz',
  department: 'Lato AI',
  location: 'Madrid',
  workplace: 'hybrid',
  employment_type: 'full_time',
  closes_on: '2026-12-31',
  published_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
  applications: { total: 4, received: 2 },
};

const POSITIONS: PositionAdminSummary[] = [
  SUMMARY,
  {
    ...SUMMARY,
    id: 5,
    slug: 'ux-designer',
    status: 'draft',
    title_en: 'UX designer',
    title_es: 'Diseñadora UX',
    department: 'Design',
    location: 'Remote',
    workplace: 'remote',
    employment_type: 'contract',
    closes_on: null,
    published_at: null,
    applications: { total: 0, received: 0 },
  },
];

const POSITION: PositionAdmin = {
  ...SUMMARY,
  salary_min: 5_500_000,
  salary_max: 7_500_000,
  salary_currency: 'EUR',
  description_en: '<p>Make calls sound human.</p>',
  description_es: '<p>Que las llamadas suenen humanas.</p>',
  requirements_en: '',
  requirements_es: '',
  offer_en: '',
  offer_es: '',
  created_at: '2026-10-30T09:00:00Z',
};

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('PositionsPage', () => {
  it('lists every position with its status, applications and closing date, and narrows to one status', async () => {
    vi.spyOn(careersApi, 'positions').mockResolvedValue({ positions: POSITIONS });
    await renderAtPath(() => <PositionsPage />, '/dashboard/careers');
    const table = await screen.findByTestId('positions-table');
    const voice = within(table).getByRole('link', { name: 'Voice AI engineer' });
    expect(voice).toHaveAttribute('href', '/dashboard/careers/positions/3');
    expect(
      within(rowOf('Voice AI engineer'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Voice AI engineerLato AI · Full time', 'MadridHybrid', 'Open', '42 new', 'Dec 31, 2026', '']);
    expect(within(rowOf('UX designer')).getByText('Draft')).toBeVisible();
    expect(within(rowOf('UX designer')).getByText('Until filled')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Draft' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Voice AI engineer' })).toBeNull());
    expect(screen.getByRole('link', { name: 'UX designer' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    expect(await screen.findByText('No position has this status.')).toBeVisible();
  });

  it('publishes a draft from its menu', async () => {
    vi.spyOn(careersApi, 'positions').mockResolvedValue({ positions: POSITIONS });
    const update = vi
      .spyOn(careersApi, 'updatePosition')
      .mockResolvedValue({ ...POSITION, id: 5, status: 'open', title_en: 'UX designer' });
    await renderAtPath(() => <PositionsPage />, '/dashboard/careers');
    await screen.findByTestId('positions-table');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for UX designer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(5, { status: 'open' }));
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Published UX designer: it is on the careers page.' });
  });

  it('says why a change of status was refused', async () => {
    vi.spyOn(careersApi, 'positions').mockResolvedValue({ positions: POSITIONS });
    const update = vi
      .spyOn(careersApi, 'updatePosition')
      .mockRejectedValue(new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { closes_on: ['closing_date_passed'] }));
    await renderAtPath(() => <PositionsPage />, '/dashboard/careers');
    await screen.findByTestId('positions-table');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Voice AI engineer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close' }));
    expect(update).toHaveBeenCalledWith(3, { status: 'closed' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This closing date has passed: choose a later one, or none.');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('deletes a position no one applied to after asking, and offers no delete for one with applications', async () => {
    const read = vi.spyOn(careersApi, 'positions').mockResolvedValue({ positions: POSITIONS });
    const remove = vi.spyOn(careersApi, 'deletePosition').mockResolvedValue({ detail: 'Position deleted.' });
    await renderAtPath(() => <PositionsPage />, '/dashboard/careers');
    await screen.findByTestId('positions-table');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for UX designer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this position?' });
    // The dialog fades in: its text is visible once the transition has run.
    await waitFor(() =>
      expect(within(dialog).getByText('“UX designer” and its texts in both languages are deleted for good.')).toBeVisible(),
    );
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete position' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(5));
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Deleted UX designer.' });
    // The list is read again after the delete: its rows are drawn anew once the answer is in.
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Voice AI engineer' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/careers/positions/3');
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });
});

/** The editable area of a rich-text field, found by its label once the editor has loaded. */
const editorIn = (group: HTMLElement, label: string) => within(group).findByRole('textbox', { name: label });

describe('the position form', () => {
  it('says what is missing before sending anything', async () => {
    const create = vi.spyOn(careersApi, 'createPosition');
    await renderAtPath(() => <NewPositionPage />, '/dashboard/careers/positions/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter the department.')).toBeVisible();
    expect(screen.getByText('Enter where the work is.')).toBeVisible();
    const english = screen.getByRole('group', { name: 'English' });
    expect(within(english).getByText('Enter the title.')).toBeVisible();
    expect(within(english).getByText('Describe the position.')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Spanish' })).getByText('Describe the position.')).toBeVisible();
    const description = await editorIn(english, 'Description');
    await waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    expect(within(english).getByText('Describe the position.')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a salary range upside down', async () => {
    const create = vi.spyOn(careersApi, 'createPosition');
    await renderAtPath(() => <NewPositionPage />, '/dashboard/careers/positions/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Lowest yearly salary' }), '60000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Highest yearly salary' }), '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The highest salary cannot be below the lowest.')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('saves a new position as a draft, salaries in cents and rich texts as written, and opens it', async () => {
    const create = vi.spyOn(careersApi, 'createPosition').mockResolvedValue({ ...POSITION, id: 9, status: 'draft' });
    const { router } = await renderAtPath(() => <NewPositionPage />, '/dashboard/careers/positions/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Department' }), 'Lato AI');
    await userEvent.type(screen.getByRole('textbox', { name: /^Location/ }), 'Madrid');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Workplace' }), 'Remote');
    await userEvent.type(screen.getByRole('textbox', { name: 'Lowest yearly salary' }), '55000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Highest yearly salary' }), '75000');
    const english = screen.getByRole('group', { name: 'English' });
    const spanish = screen.getByRole('group', { name: 'Spanish' });
    await userEvent.type(within(english).getByRole('textbox', { name: 'Title' }), 'Voice AI engineer');
    await userEvent.type(within(spanish).getByRole('textbox', { name: 'Title' }), 'Ingeniera de IA de voz');
    await userEvent.type(await editorIn(english, 'Description'), 'Calls.');
    await userEvent.type(await editorIn(spanish, 'Description'), 'Llamadas.');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        title_en: 'Voice AI engineer',
        title_es: 'Ingeniera de IA de voz',
        department: 'Lato AI',
        location: 'Madrid',
        workplace: 'remote',
        employment_type: 'full_time',
        salary_min: 5_500_000,
        salary_max: 7_500_000,
        salary_currency: 'EUR',
        closes_on: null,
        description_en: '<p>Calls.</p>',
        description_es: '<p>Llamadas.</p>',
        requirements_en: '',
        requirements_es: '',
        offer_en: '',
        offer_es: '',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/careers/positions/9'));
    expect(showToast).toHaveBeenCalledWith({
      color: 'teal',
      message: 'Saved Voice AI engineer as a draft. Publish it when it is ready.',
    });
  });

  it('sends only what changed, and shows the server’s refusal on its field', async () => {
    vi.spyOn(careersApi, 'position').mockResolvedValue(POSITION);
    const update = vi
      .spyOn(careersApi, 'updatePosition')
      .mockRejectedValueOnce(
        new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { salary_max: ['salary_range_reversed'] }),
      )
      .mockResolvedValueOnce({ ...POSITION, department: 'Voice' });
    await renderAtPath(
      () => (
        <Suspense>
          <EditPositionPage positionId={3} />
        </Suspense>
      ),
      '/dashboard/careers/positions/3',
    );
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    const department = screen.getByRole('textbox', { name: 'Department' });
    await userEvent.clear(department);
    await userEvent.type(department, 'Voice');
    await userEvent.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledWith(3, { department: 'Voice' }));
    expect(await screen.findByText('The highest salary cannot be below the lowest.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Highest yearly salary' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Saved Voice AI engineer.' });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('closes an open position from its page', async () => {
    vi.spyOn(careersApi, 'position').mockResolvedValue(POSITION);
    const update = vi.spyOn(careersApi, 'updatePosition').mockResolvedValue({ ...POSITION, status: 'closed' });
    await renderAtPath(
      () => (
        <Suspense>
          <EditPositionPage positionId={3} />
        </Suspense>
      ),
      '/dashboard/careers/positions/3',
    );
    expect(await screen.findByRole('link', { name: /View on the site/ })).toHaveAttribute('href', '/career/voice-ai-engineer');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close position' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(3, { status: 'closed' }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeVisible();
  });
});
