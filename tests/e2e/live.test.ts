import { describe, expect, it, onTestFinished } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { allSaved, boardOf } from './phase-board';
import { useBrowserSessions } from './session';

/**
 * Live updates between two people, each in a browser of their own, through the real stream: what
 * one does shows in the other's page without a reload. "Within a second" is what these wait for;
 * the delay itself is measured by `npm run bench:live`.
 */

const { openAs, openAnotherAs } = useBrowserSessions();
const WITHIN_A_SECOND = { timeout: 1_000, interval: 50 };

/** A PM's new project with the demo DEV on it, one phase of two tasks and an empty one. */
async function sharedProject(name: string) {
  const pm = await accessTokenOf('pm.dev@lato.test');
  const dev = await callApi<{ id: number }>(await accessTokenOf('dev@lato.test'), '/api/v1/users/me/profile/');
  const project = await callApi<{ id: number }>(pm, '/api/v1/projects/project-list/', {
    method: 'POST',
    body: { name, status: 'in_progress', members: [dev.id] },
    status: 201,
  });
  for (const [phaseName, tasks] of [
    ['Survey', ['Soundings', 'Permits']],
    ['Works', []],
  ] as const) {
    const phase = await callApi<{ phase: { id: number } }>(pm, '/api/v1/projects/phases/', {
      method: 'POST',
      body: { project: project.id, name: phaseName },
      status: 201,
    });
    for (const title of tasks)
      await callApi(pm, '/api/v1/projects/tasks/', { method: 'POST', body: { phase: phase.phase.id, title }, status: 201 });
  }
  return { projectId: project.id, devId: dev.id };
}

describe('live updates between two people', () => {
  it('shows a card a PM drags to another phase on the DEV’s open board', async () => {
    const { projectId } = await sharedProject(`Harbour wall ${Date.now()}`);
    const pm = await openAs('pm.dev@lato.test', 'Elena Petrova');
    const dev = await openAnotherAs('dev@lato.test', 'Farid Haddad');
    for (const page of [pm, dev]) {
      await page.goto(`/dashboard/projects/details/${projectId}/phase`);
      await allSaved(page);
    }
    expect(await boardOf(dev)).toEqual([
      ['Survey', ['Soundings', 'Permits']],
      ['Works', []],
    ]);

    // The PM drags Permits by its handle onto Works.
    const handle = (await pm.getByRole('button', { name: 'Drag Permits' }).boundingBox())!;
    const works = (await pm.getByTestId('phase').nth(1).boundingBox())!;
    await pm.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await pm.mouse.down();
    await pm.mouse.move(handle.x + 20, handle.y + 20, { steps: 5 });
    await pm.mouse.move(works.x + works.width / 2, works.y + 80, { steps: 15 });
    await pm.mouse.up();
    await allSaved(pm);

    await expect
      .poll(() => boardOf(dev), WITHIN_A_SECOND)
      .toEqual([
        ['Survey', ['Soundings']],
        ['Works', ['Permits']],
      ]);
  });

  it('raises the DEV’s notification badge as a PM assigns them a task, and the notification links to it', async () => {
    const { projectId } = await sharedProject(`Slipway ${Date.now()}`);
    const dev = await openAnotherAs('dev@lato.test', 'Farid Haddad');
    const bell = dev.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    const unreadOf = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const before = await unreadOf();

    const pm = await openAs('pm.dev@lato.test', 'Elena Petrova');
    await pm.goto(`/dashboard/projects/details/${projectId}/phase`);
    await allSaved(pm);
    await pm.getByRole('button', { name: 'Open Soundings' }).click();
    const drawer = pm.getByRole('dialog', { name: 'Soundings' });
    await drawer.getByLabel('Assignees').click();
    await pm.getByRole('option', { name: 'Farid Haddad' }).click();
    await pm.keyboard.press('Escape');
    await allSaved(pm);

    await expect.poll(unreadOf, WITHIN_A_SECOND).toBe(before + 1);
    await bell.click();
    const notification = dev.getByRole('link', { name: /Elena Petrova assigned you “Soundings”/ });
    await notification.click();
    await dev.waitForURL(new RegExp(`/dashboard/projects/details/${projectId}/phase`));
    await expect.poll(unreadOf).toBe(before);
  });

  it('shows a test call the owner makes from the settings page in a colleague’s open calls list, as it happens', async () => {
    const owner = await accessTokenOf('client@lato.test');
    const [business] = await callApi<{ id: number; name: string }[]>(owner, '/api/v1/organisations/mine/');
    const [number] = await callApi<{ id: number }[]>(owner, '/api/v1/calls_service/chats/twilio-numbers/');
    const settingsPath = `/api/v1/calls_service/settings/${number!.id}/`;
    const { twilio_number: _n, updated_at: _u, ...before } = await callApi<Record<string, unknown>>(owner, settingsPath);
    // Open around the clock, so the assistant answers whenever the test runs.
    const allDay = { open: '00:00', close: '23:59' };
    const business_hours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, allDay]));
    await callApi(owner, settingsPath, { method: 'PUT', body: { ...before, business_hours } });
    onTestFinished(() => callApi(owner, settingsPath, { method: 'PUT', body: before }));

    // Maya Chen, a member of the same business, watches its calls.
    const colleague = await openAnotherAs('reception@lato.test', 'Maya Chen');
    await colleague.goto(`/dashboard/calls?org=${business!.id}`);
    const rows = colleague.getByTestId('call-row');
    await rows.first().waitFor();
    const testCalls = () => rows.filter({ hasText: '+1 500 555 0006' }).count();
    const shownBefore = await testCalls();

    const page = await openAs('client@lato.test', 'Grace Okafor');
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Start a test call' }).click();
    await page.getByTestId('test-call-line').first().waitFor();
    await expect.poll(testCalls, { timeout: 5_000 }).toBe(shownBefore + 1);
    await page.getByRole('button', { name: 'Hang up' }).click();
    await page.getByRole('status').filter({ hasText: 'Call ended' }).waitFor();
  });
});
