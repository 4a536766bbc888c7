import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, expectSignedInAs, signIn, signOut } from './browser';
import { useBrowserSessions } from './session';

const { newPage, openAs } = useBrowserSessions();

/**
 * The code of the newest e-mail to `email`, read as a tester reads it: in the development outbox
 * page of the server (it has no SMTP server), refreshed until the `nth` e-mail to them has arrived
 * (an older one would otherwise pass for the new one).
 */
async function codeFromOutbox(page: Page, email: string, nth = 1): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  await outbox.getByRole('heading', { name: 'Development outbox' }).waitFor();
  const mail = outbox.getByRole('article').filter({ hasText: `To ${email},` });
  await expect
    .poll(async () => {
      await outbox.getByRole('button', { name: 'Refresh' }).click();
      await outbox.locator('button[data-loading]').waitFor({ state: 'detached' });
      return mail.count();
    })
    .toBeGreaterThanOrEqual(nth);
  // The outbox lists the newest first.
  const code = (await mail.first().getByRole('heading').textContent())?.match(/\b(\d{6})\b/)?.[1];
  await outbox.close();
  return code ?? '';
}

/** From the sign-in page to a filled sign-up form (name, e-mail, password), terms not yet accepted. */
async function fillSignUp(page: Page, name: string, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('heading', { name: 'Create your Lato account' }).waitFor();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[type="password"]').fill('fresh-bread-24');
}

describe('accounts', () => {
  it('lets a visitor register, prove the address with the e-mailed code, and land on the dashboard as a client', async () => {
    const page = await newPage();
    await page.goto('/login');
    const email = `nora.${Date.now()}@bakery.test`;
    await fillSignUp(page, 'Nora Baker', email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Accept the terms to create your account.').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // The address is proved with the code e-mailed to it before the account exists.
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const code = await codeFromOutbox(page, email);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'Code, digit 1 of 6' }).click();
    await page.keyboard.insertText(code);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard/calls');
    await expectSignedInAs(page, 'Nora Baker');
    expect(await page.getByTestId('sidebar').getByRole('link', { name: 'Calls' }).isVisible()).toBe(true);
  });

  it('sends a new code on sign-up once the minute has run; only the newest code creates the account', async () => {
    const page = await newPage();
    // The page's clock, moved on by the test: the minute before a new code may be asked for passes at once.
    await page.clock.install();
    await page.goto('/login');
    const email = `omar.${Date.now()}@bakery.test`;
    await fillSignUp(page, 'Omar Baker', email);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const first = await codeFromOutbox(page, email);

    const resend = page.getByTestId('resend-code');
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.textContent()).toMatch(/^Send a new code in [01]:\d\d$/);
    await page.clock.fastForward('01:00');
    await page.getByRole('button', { name: 'Send a new code', exact: true }).click();
    await page.getByText('A new code is on its way.').waitFor();
    const newest = await codeFromOutbox(page, email, 2);
    expect(newest).toMatch(/^\d{6}$/);
    expect(newest).not.toBe(first);

    const firstBox = page.getByRole('textbox', { name: 'Code, digit 1 of 6' });
    await firstBox.click();
    await page.keyboard.type(first);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('This code is not right. Check the e-mail and try again.').waitFor();
    await firstBox.click();
    await page.keyboard.type(newest);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard/calls');
    await expectSignedInAs(page, 'Omar Baker');
  });

  it('lets a manager e-mail a developer a reset code, with which the developer chooses a new password and is signed in', async () => {
    const email = 'marco.bianchi@example.com';
    const manager = await openAs('pm.dev@lato.test', 'Elena Petrova');
    const sidebar = manager.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: 'Users' }).click();
    await sidebar.getByRole('link', { name: 'User list' }).click();
    await manager.getByRole('textbox', { name: 'Search users' }).fill('Bianchi');
    await manager.getByRole('link', { name: 'Edit Marco Bianchi' }).click();
    await manager.getByText('Only Marco Bianchi can set their password.', { exact: false }).waitFor();
    await manager.getByRole('button', { name: 'Send a password reset' }).click();
    await manager.getByText(`A reset code is on its way to ${email}.`).waitFor();
    const code = await codeFromOutbox(manager, email);
    expect(code).toMatch(/^\d{6}$/);

    // The developer, in a browser of their own, types the code from their e-mail.
    const page = await newPage();
    await page.goto(`/verify-code?email=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByRole('textbox', { name: 'Code, digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await page.getByLabel(/^New password/).click();
    await page.keyboard.type('river-stone-2026');
    await page.getByLabel('Repeat the new password').click();
    await page.keyboard.type('river-stone-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/dashboard');
    await expectSignedInAs(page, 'Marco Bianchi');

    // Back to the demo password, as the demo logins and the other tests expect.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    const card = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Password', exact: true }) });
    await card.getByLabel('Current password').fill('river-stone-2026');
    await card.getByLabel(/^New password/).fill(DEMO_PASSWORD);
    await card.getByLabel('Repeat the new password').fill(DEMO_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password is changed. Your other devices are signed out.').waitFor();
    await signOut(page);
    await page.waitForURL('**/login**');
    await signIn(page, email, DEMO_PASSWORD);
    await expectSignedInAs(page, 'Marco Bianchi');
  });

  it('lets a staff member who forgot the password set a new one with the e-mailed code', async () => {
    const email = 'paula.gomez@example.com';
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/verify-code?**');
    const code = await codeFromOutbox(page, email);
    expect(code).toMatch(/^\d{6}$/);
    // Six boxes, each with its own id and name, in a group named by the label.
    const boxes = page.getByRole('group', { name: 'Code' }).getByRole('textbox');
    await boxes.last().waitFor();
    expect(await boxes.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')))).toEqual(
      [1, 2, 3, 4, 5, 6].map((digit) => `Code, digit ${digit} of 6`),
    );
    expect(new Set(await boxes.evaluateAll((inputs) => inputs.map((input) => input.id))).size).toBe(6);
    await page.getByRole('textbox', { name: 'Code, digit 1 of 6' }).click();
    await page.keyboard.insertText(code);
    await page.getByLabel(/^New password/).fill('new-season-2026');
    await page.getByLabel('Repeat the new password').fill('new-season-2026');
    await page.screenshot({ path: 'test-results/verify-code.png' });
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/dashboard');
    await expectSignedInAs(page, 'Paula Gómez');

    await signOut(page);
    await page.waitForURL('**/login**');
    await signIn(page, email, DEMO_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password.' }).waitFor();
    await signIn(page, email, 'new-season-2026');
    await expectSignedInAs(page, 'Paula Gómez');
  });

  it('lets anyone open their profile and account from the account menu and rename themselves', async () => {
    const page = await newPage();
    await page.goto('/login');
    await signIn(page, 'valeria.cruz@example.com');
    await expectSignedInAs(page, 'Valeria Cruz');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    await page.getByLabel('Full name').fill('Valeria Cruz Ortega');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Your details are saved.').waitFor();
    await expectSignedInAs(page, 'Valeria Cruz Ortega');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    expect(await page.getByTestId('profile-name').textContent()).toBe('Valeria Cruz Ortega');
  });

  it('shows a developer on their profile the projects and open tasks Team members counts for them', async () => {
    const page = await openAs('dev@lato.test', 'Farid Haddad');
    await page.goto('/dashboard/projects/team-member?q=Farid');
    const card = page.getByRole('article', { name: 'Farid Haddad' });
    const stat = async (label: string) =>
      Number(await card.getByText(label, { exact: true }).locator('xpath=..').locator('p').first().textContent());
    await card.waitFor();
    const [projects, openTasks] = [await stat('Projects'), await stat('Open tasks')];
    expect(projects).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect.poll(() => page.getByTestId('member-work-counts').textContent()).toBe(`${projects} projects · ${openTasks} open tasks`);
    expect(await page.getByText('No projects or tasks are assigned to you yet.').count()).toBe(0);
    const first = page.getByRole('listitem').first().getByRole('link');
    const name = await first.textContent();
    await first.click();
    await page.getByRole('heading', { name: name! }).waitFor();
  });
});
