import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPLICATION_STAGES,
  type ApplicationBoard,
  type ApplicationCard,
  type ApplicationDetail,
  type ApplicationStage,
} from '@/api/contract/careers';
import { ApiError } from '@/api/errors';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange } from '@/features/live/live-bus';
import { showToast } from '@/ui/toast';
import { renderWithProviders } from '@tests/render';
import { ApplicationsPage } from './ApplicationsPage';
import { pipelineApi } from './pipeline-api';
import type { ApplicationsSearch } from './pipeline-search';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

// jsdom keeps no files in memory for the page: the CV's address is made up here.
beforeAll(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn(() => 'blob:cv-of-ana') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const DESIGNER = {
  id: 1,
  slug: 'product-designer',
  title_en: 'Product designer',
  title_es: 'Diseñadora de producto',
  status: 'open' as const,
};
const ENGINEER = {
  id: 2,
  slug: 'voice-ai-engineer',
  title_en: 'Voice AI engineer',
  title_es: 'Ingeniera de IA de voz',
  status: 'open' as const,
};

const card = (id: number, name: string, stage: ApplicationStage, position = DESIGNER): ApplicationCard => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
  position,
  stage,
  version: 3,
  has_cover_letter: id === 7,
  created_at: '2026-03-01T12:00:00Z',
  updated_at: '2026-03-01T12:00:00Z',
});

const ANA = card(7, 'Ana García', 'received');
const BRUNO = card(8, 'Bruno Díaz', 'received', ENGINEER);
const CARLA = card(9, 'Carla Ruiz', 'interview');

/** A board holding these cards, each in its own stage, in this order. */
function boardOf(cards: ApplicationCard[], position: number | null = null): ApplicationBoard {
  return {
    position,
    stages: APPLICATION_STAGES.map((stage) => ({ stage, applications: cards.filter((c) => c.stage === stage) })),
    positions: [ENGINEER, DESIGNER],
  };
}
const BOARD = boardOf([ANA, BRUNO, CARLA]);

const ANA_DETAIL: ApplicationDetail = {
  ...ANA,
  phone: '+34612345678',
  expected_salary: 4_500_000,
  salary_currency: 'EUR',
  portfolio_url: 'https://ana.example.test/work',
  language: 'es',
  consent_at: '2026-03-01T12:00:00Z',
  cv: { name: 'ana-garcia-cv.pdf', content_type: 'application/pdf', size: 184_320 },
  cover_letter: { name: 'carta.pdf', content_type: 'application/pdf', size: 20_480 },
};

/** The page as its route draws it: the address's search, which the page changes. */
function open(initial: ApplicationsSearch = {}) {
  const seen: ApplicationsSearch[] = [];
  function Route() {
    const [search, setSearch] = useState(initial);
    return (
      <ApplicationsPage
        search={search}
        onSearchChange={(next) => {
          seen.push(next);
          setSearch(next);
        }}
      />
    );
  }
  renderWithProviders(<Route />);
  return seen;
}

/** The names on the cards of a stage, top to bottom. */
const namesIn = (stage: string) =>
  within(screen.getByRole('list', { name: stage }))
    .queryAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

async function moveFromMenu(name: string, place: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Move ${name} to…` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: place, hidden: true }));
}

describe('the applications pipeline', () => {
  it('shows every stage in order with its cards, and narrows to a position kept in the address', async () => {
    const read = vi.spyOn(pipelineApi, 'board').mockResolvedValue(BOARD);
    const seen = open();
    await screen.findByTestId('pipeline-board');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Received',
      'Shortlisted',
      'Interview',
      'Offer',
      'Hired',
      'Rejected',
      'On hold',
    ]);
    expect(namesIn('Received')).toEqual(['Ana García', 'Bruno Díaz']);
    expect(namesIn('Interview')).toEqual(['Carla Ruiz']);
    const bruno = screen.getByRole('article', { name: 'Bruno Díaz' });
    expect(within(bruno).getByText('Voice AI engineer')).toBeVisible();
    expect(within(bruno).getByText('Received Mar 1, 2026')).toBeVisible();
    expect(read).toHaveBeenCalledWith(null);

    read.mockResolvedValue(boardOf([BRUNO], 2));
    await userEvent.click(screen.getByRole('combobox', { name: 'Position' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Voice AI engineer', hidden: true }));
    expect(seen.at(-1)).toEqual({ position: 2 });
    await waitFor(() => expect(namesIn('Received')).toEqual(['Bruno Díaz']));
    expect(read).toHaveBeenLastCalledWith(2);
  });

  it('says when no one has applied, and offers to try again when the board cannot be read', async () => {
    const read = vi.spyOn(pipelineApi, 'board').mockRejectedValueOnce(new ApiError('Network error', undefined, 'network', undefined));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
    read.mockResolvedValue(boardOf([]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No one has applied yet.')).toBeVisible();
  });

  it('reads the board again when a notification arrives (a new application notifies its readers)', async () => {
    const read = vi.spyOn(pipelineApi, 'board').mockResolvedValue(BOARD);
    open();
    await screen.findByTestId('pipeline-board');
    read.mockResolvedValue(boardOf([ANA, BRUNO, card(10, 'Diego Soto', 'received'), CARLA]));
    act(() => emitLiveChange({ kind: 'notification', subject: 51, scope: null, version: null }));
    await waitFor(() => expect(namesIn('Received')).toEqual(['Ana García', 'Bruno Díaz', 'Diego Soto']));
  });

  it('moves a card with its “Move to…” menu at once, and saves the stage, the index and the version it was read at', async () => {
    vi.spyOn(pipelineApi, 'board').mockResolvedValue(BOARD);
    let answer!: (board: ApplicationBoard) => void;
    const move = vi.spyOn(pipelineApi, 'move').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    open();
    await moveFromMenu('Ana García', 'To the top of Interview');

    expect(move).toHaveBeenCalledWith(7, { stage: 'interview', index: 0, version: 3, position: null });
    expect(namesIn('Interview')).toEqual(['Ana García', 'Carla Ruiz']);
    expect(namesIn('Received')).toEqual(['Bruno Díaz']);
    expect(screen.getByText('Moved “Ana García”: In Interview, position 1.')).toBeInTheDocument();
    expect(screen.getByText('Saving…')).toBeVisible();

    answer(boardOf([BRUNO, { ...ANA, stage: 'interview', version: 4 }, CARLA]));
    expect(await screen.findByText('All changes saved')).toBeVisible();
    expect(namesIn('Interview')).toEqual(['Ana García', 'Carla Ruiz']);

    // The next move starts from the version the server answered.
    move.mockResolvedValue(boardOf([BRUNO, CARLA, { ...ANA, stage: 'interview', version: 5 }]));
    await moveFromMenu('Ana García', 'Down one place');
    expect(move).toHaveBeenLastCalledWith(7, { stage: 'interview', index: 1, version: 4, position: null });
    await waitFor(() => expect(namesIn('Interview')).toEqual(['Carla Ruiz', 'Ana García']));
  });

  it('puts a refused move back, and says why', async () => {
    vi.spyOn(pipelineApi, 'board').mockResolvedValue(BOARD);
    vi.spyOn(pipelineApi, 'move').mockRejectedValue(new ApiError('Server error', 500, 'server_error', 'Server error'));
    open();
    await moveFromMenu('Bruno Díaz', 'To the end of Hired');
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ color: 'red', message: 'Something went wrong on our side. Please try again.' }),
    );
    expect(namesIn('Hired')).toEqual([]);
    expect(namesIn('Received')).toEqual(['Ana García', 'Bruno Díaz']);
  });

  it('reads the board again when the card changed meanwhile, and says so', async () => {
    const read = vi.spyOn(pipelineApi, 'board').mockResolvedValue(BOARD);
    vi.spyOn(pipelineApi, 'move').mockRejectedValue(
      new ApiError('Conflict', 409, 'conflict', 'This application has changed since the board was loaded. Reload it and try again.'),
    );
    open();
    await screen.findByTestId('pipeline-board');
    // Someone else had shortlisted Ana.
    read.mockResolvedValue(boardOf([{ ...ANA, stage: 'shortlisted', version: 4 }, BRUNO, CARLA]));
    await moveFromMenu('Ana García', 'To the top of Offer');
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        color: 'red',
        message: 'Someone else moved or changed this application meanwhile. The board has been reloaded: make your move again.',
      }),
    );
    await waitFor(() => expect(namesIn('Shortlisted')).toEqual(['Ana García']));
    expect(read).toHaveBeenCalledTimes(2);
    expect(namesIn('Offer')).toEqual([]);
  });

  it('opens the application named in the address, with the CV shown in place', async () => {
    vi.spyOn(pipelineApi, 'board').mockResolvedValue(BOARD);
    const get = vi.spyOn(pipelineApi, 'application').mockResolvedValue(ANA_DETAIL);
    const cv = vi.spyOn(pipelineApi, 'cv').mockResolvedValue({ blob: new Blob(['%PDF-1.7']), fileName: 'ana-garcia-cv.pdf' });
    const seen = open({ application: 7 });
    const drawer = await screen.findByRole('dialog', { name: 'Application' });
    const heading = await within(drawer).findByRole('heading', { name: 'Ana García' });
    await waitFor(() => expect(heading).toBeVisible());
    expect(get).toHaveBeenCalledWith(7);
    expect(within(drawer).getByRole('link', { name: 'ana@example.test' })).toHaveAttribute('href', 'mailto:ana@example.test');
    expect(within(drawer).getByRole('link', { name: '+34612345678' })).toHaveAttribute('href', 'tel:+34612345678');
    expect(within(drawer).getByRole('link', { name: 'https://ana.example.test/work' })).toHaveAttribute('target', '_blank');
    expect(within(drawer).getByText('€45,000')).toBeVisible();
    expect(within(drawer).getByText('Spanish')).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Download carta.pdf' })).toBeVisible();

    const frame = await within(drawer).findByTitle('CV of Ana García');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'blob:cv-of-ana'));
    expect(cv).toHaveBeenCalledWith(7);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(seen.at(-1)).toEqual({});
  });

  it('opens an application from its card', async () => {
    vi.spyOn(pipelineApi, 'board').mockResolvedValue(BOARD);
    vi.spyOn(pipelineApi, 'application').mockResolvedValue({ ...ANA_DETAIL, id: 9, name: 'Carla Ruiz', stage: 'interview' });
    vi.spyOn(pipelineApi, 'cv').mockResolvedValue({ blob: new Blob(['%PDF-1.7']) });
    const seen = open({ position: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Carla Ruiz' }));
    expect(seen.at(-1)).toEqual({ position: 1, application: 9 });
    expect(await screen.findByRole('heading', { name: 'Carla Ruiz' })).toBeVisible();
  });

  it("deletes the applicant's data after asking with their name, and takes their card off the board", async () => {
    vi.spyOn(pipelineApi, 'board').mockResolvedValue(BOARD);
    vi.spyOn(pipelineApi, 'application').mockResolvedValue({ ...ANA_DETAIL, cv: { ...ANA_DETAIL.cv, content_type: 'application/msword' } });
    const remove = vi.spyOn(pipelineApi, 'remove').mockResolvedValue({ detail: 'Application deleted.' });
    const seen = open({ application: 7 });
    const drawer = await screen.findByRole('dialog', { name: 'Application' });
    expect(
      await within(drawer).findByText('This CV is a Word document, which cannot be shown here: download it to read it.'),
    ).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: "Delete applicant's data" }));
    const confirm = await screen.findByRole('dialog', { name: "Delete Ana García's data?" });
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete their data' }));

    await waitFor(() => expect(remove).toHaveBeenCalledWith(7));
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: "Deleted Ana García's data." });
    expect(seen.at(-1)).toEqual({});
    await waitFor(() => expect(namesIn('Received')).toEqual(['Bruno Díaz']));
  });
});
