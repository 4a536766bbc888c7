import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { DEMO_TWO_STEP_KEY, DEMO_TWO_STEP_LOGIN } from '@server/src/auth/two-step/demo-login';
import { expectSignedInAs, signIn, signOut } from './browser';
import { useBrowserSessions } from './session';

const { newPage } = useBrowserSessions();
let page: Page;

beforeEach(async () => {
  page = await newPage();
});

/** The codes the server takes now: the app's for this 30-second step and the ones either side. */
const codesNow = () =>
  Promise.all([-30, 0, 30].map((offset) => generate({ secret: DEMO_TWO_STEP_KEY, epoch: Math.floor(Date.now() / 1000) + offset })));

async function typeCode(code: string) {
  await page.getByRole('textbox', { name: 'Code, digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe('two-step sign-in end to end', () => {
  it('asks the demo login for its code after the password, refuses a wrong one, and signs in with the right one', async () => {
    await page.goto('/login');
    await signIn(page, DEMO_TWO_STEP_LOGIN.email);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    const taken = await codesNow();
    let wrong = 0;
    while (taken.includes(String(wrong).padStart(6, '0'))) wrong += 1;
    await typeCode(String(wrong).padStart(6, '0'));
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('That code is not right, or was already used. Type the code your app shows now.');

    await typeCode(await generate({ secret: DEMO_TWO_STEP_KEY }));
    await page.waitForURL('**/dashboard');
    await expectSignedInAs(page, DEMO_TWO_STEP_LOGIN.fullName);
  });

  it('signs in with a recovery code typed in capitals with spaces, and takes each recovery code once', async () => {
    await page.goto('/login');
    await signIn(page, DEMO_TWO_STEP_LOGIN.email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill('');
    await page.getByRole('textbox', { name: 'Recovery code' }).pressSequentially('DEMO CODE 0002');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedInAs(page, DEMO_TWO_STEP_LOGIN.fullName);

    await signOut(page);
    await signIn(page, DEMO_TWO_STEP_LOGIN.email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).pressSequentially('demo-code-0002');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('That recovery code is not right, or was already used.');
  });

  it('goes back to the password with "Back to sign in"', async () => {
    await page.goto('/login');
    await signIn(page, DEMO_TWO_STEP_LOGIN.email);
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in to Lato' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('');
  });
});
