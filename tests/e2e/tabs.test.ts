import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectSignedInAs, signIn, signOut } from './browser';
import { useBrowserSessions } from './session';

const { newPage, context } = useBrowserSessions();

const renewal = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/v1/users/token/refresh/') && r.request().method() === 'POST');

describe('two tabs of one browser', () => {
  it('stay signed in when both renew the session at once, and sign out together', async () => {
    const first = await newPage();
    await first.clock.install();
    await first.goto('/login');
    await signIn(first, 'cfo@lato.test');
    await expectSignedInAs(first, 'Benjamin Carter');

    const second = await context().newPage();
    await second.clock.install();
    await second.goto('/dashboard/user-list');
    await expectSignedInAs(second, 'Benjamin Carter');

    // Both tabs' renewal timers come due at the same moment.
    // One of them renews (the other may take its token); whoever renews is answered 200.
    const renewed = Promise.any([renewal(first), renewal(second)]);
    await Promise.all([first.clock.fastForward('14:30'), second.clock.fastForward('14:30')]);
    expect((await renewed).status()).toBe(200);

    // Neither tab lost the session: each still reaches the server, and a reload keeps it.
    for (const page of [first, second]) {
      await page.reload();
      await expectSignedInAs(page, 'Benjamin Carter');
      expect(new URL(page.url()).pathname).not.toBe('/login');
    }
    await second.getByTestId('users-table').waitFor();

    // Signing out in one tab signs out the other at once.
    await signOut(first);
    await first.waitForURL('**/login**');
    await second.waitForURL('**/login**');
  });
});
