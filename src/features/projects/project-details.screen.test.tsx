import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectDetail } from '@/api/contract/projects';
import { organisationsApi } from '@/features/organisations/shared';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange, emitLiveReload } from '@/features/live/live-bus';
import { flush } from '@machines/testing/controlled-actors';
import { modelProject } from '@machines/projects-list/projects-list.paths';
import { renderAtPath } from '@tests/router';
import { ProjectDetailsPage } from './ProjectDetailsPage';
import { projectsApi } from './projects-api';

afterEach(() => vi.restoreAllMocks());

const SHOWN: ProjectDetail = { ...modelProject(1, 'Mobile banking app'), created_by: null, phases: [], attachments: [], can_edit: true };

/** The details page of SHOWN, whose reads answer `answers` in turn (the last one again after). */
async function render(...answers: ProjectDetail[]) {
  const get = vi.spyOn(projectsApi, 'get');
  for (const answer of answers) get.mockResolvedValueOnce(answer);
  get.mockResolvedValue(answers.at(-1)!);
  vi.spyOn(projectsApi, 'staff').mockResolvedValue({ count: 0, num_pages: 1, current_page: 1, results: [] });
  vi.spyOn(organisationsApi, 'list').mockResolvedValue([]);
  await renderAtPath(
    () => (
      <Suspense>
        <ProjectDetailsPage projectId={SHOWN.id} />
      </Suspense>
    ),
    `/dashboard/projects/details/${SHOWN.id}`,
  );
  await screen.findByRole('heading', { level: 1, name: SHOWN.name });
  return get;
}

const board = (subject: number) => emitLiveChange({ kind: 'board', subject, scope: null, version: null });
const project = (subject: number) => emitLiveChange({ kind: 'project', subject, scope: null, version: null });

describe('project details: changes made elsewhere', () => {
  it('shows the progress a board change made, and reads nothing for another project', async () => {
    const get = await render(SHOWN, { ...SHOWN, progress: 80 });
    expect(screen.getByRole('img', { name: 'Progress 40%' })).toBeInTheDocument();
    board(SHOWN.id + 1);
    project(SHOWN.id + 1);
    await flush();
    expect(get).toHaveBeenCalledTimes(1);
    board(SHOWN.id);
    expect(await screen.findByRole('img', { name: 'Progress 80%' })).toBeInTheDocument();
    emitLiveReload();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(3));
  });

  it("shows a project's new name and status, but leaves the form being edited as it is, with a notice", async () => {
    await render(SHOWN, { ...SHOWN, name: 'Banking app v2', status: 'blocked' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit project' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mobile banking');
    project(SHOWN.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Banking app v2' })).toBeInTheDocument();
    expect(name).toHaveValue('Mobile banking');
    expect(screen.getByRole('status')).toHaveTextContent('This project was changed elsewhere while you were editing it.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Blocked')).toBeInTheDocument());
  });
});
