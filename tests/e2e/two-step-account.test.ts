import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { DEMO_PASSWORD, expectSignedInAs, signIn, signOut } from './browser';
import { callApi } from './api';
import { useBrowserSessions } from './session';

const { newPage, openAs } = useBrowserSessions();

// A demo person no other browser test signs in as: while this test runs, their sign-in asks for a code.
const EMAIL = 'jakub.nowak@example.com';
const NAME = 'Jakub Nowak';

/** The code the authenticator app shows now for `secret`. */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

async function openAccount(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await page.getByRole('heading', { name: 'Account', exact: true }).waitFor();
  return page.getByTestId('two-step-card');
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Code, digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `POST ${path}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * Leaves the shared demo database as it was, whatever step failed: signs in through the API (with
 * a recovery code when two-step sign-in is on) and turns it off.
 */
async function turnOffThroughApi(recoveryCode: string | undefined) {
  const answer = await post<{ access?: string; challenge?: string }>('/api/v1/users/login/', { email: EMAIL, password: DEMO_PASSWORD });
  if (answer.access) {
    const status = await callApi<{ enabled: boolean }>(answer.access, '/api/v1/users/me/two-step/');
    if (!status.enabled) return;
  }
  const access =
    answer.access ??
    (await post<{ access: string }>('/api/v1/users/login/two-step/', { challenge: answer.challenge, recovery_code: recoveryCode })).access;
  await callApi(access, '/api/v1/users/me/two-step/disable/', { method: 'POST', body: { password: DEMO_PASSWORD } });
}

describe('two-step sign-in in Account', () => {
  it('is turned on with the app, asked for at the next sign-in, and turned off again', { timeout: 150_000 }, async () => {
    const recoveryCodes: string[] = [];
    try {
      const page = await openAs(EMAIL, NAME);
      let card = await openAccount(page);
      await card.getByRole('button', { name: 'Turn on' }).click();

      const turnOn = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
      await turnOn.getByLabel('Current password').fill('not-my-password');
      await turnOn.getByRole('button', { name: 'Continue' }).click();
      await turnOn.getByText('This is not your current password.').waitFor();
      await turnOn.getByLabel('Current password').fill(DEMO_PASSWORD);
      await turnOn.getByRole('button', { name: 'Continue' }).click();

      const secret = ((await turnOn.getByTestId('authenticator-key').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      const setupCode = await codeNow(secret);
      await typeCode(page, setupCode);
      await turnOn.getByRole('button', { name: 'Turn on' }).click();
      const codes = turnOn.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await codes.first().waitFor();
      recoveryCodes.push(...(await codes.allTextContents()));
      expect(recoveryCodes).toHaveLength(10);
      await turnOn.getByRole('button', { name: 'Done' }).click();
      await turnOn.waitFor({ state: 'detached' });
      await card.getByText('10 recovery codes left').waitFor();
      expect(await card.getByText(/^On since /).count()).toBe(1);

      await signOut(page);
      await page.waitForURL('**/login**');
      await signIn(page, EMAIL);
      await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
      // The server takes each 30-second code once: the one typed at setup is refused, so wait for the next.
      await expect.poll(() => codeNow(secret), { timeout: 35_000, interval: 500 }).not.toBe(setupCode);
      await typeCode(page, await codeNow(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/dashboard');
      await expectSignedInAs(page, NAME);

      card = await openAccount(page);
      await card.getByText('10 recovery codes left').waitFor();
      await card.getByRole('button', { name: 'Turn off' }).click();
      const turnOff = page.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
      await turnOff.getByLabel('Current password').fill(DEMO_PASSWORD);
      await turnOff.getByRole('button', { name: 'Turn off' }).click();
      await page.getByText('Two-step sign-in is off.').waitFor();
      await card.getByRole('button', { name: 'Turn on' }).waitFor();

      // The password alone signs in again.
      const again = await newPage();
      await again.goto('/login');
      await signIn(again, EMAIL);
      await expectSignedInAs(again, NAME);
    } finally {
      await turnOffThroughApi(recoveryCodes[0]);
    }
  });
});
