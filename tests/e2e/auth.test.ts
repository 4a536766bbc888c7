import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectSignedInAs, signIn, signOut } from './browser';
import { useBrowserSessions } from './session';
import { readBundle, routedAppChunk } from '@tests/build/bundle';

const { newPage } = useBrowserSessions();
let page: Page;

beforeEach(async () => {
  page = await newPage();
});

const path = () => new URL(page.url()).pathname;

describe('sign-in end to end', () => {
  it('sends / to /login, signs a staff user in, and keeps the session across a reload', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in to Lato' }).waitFor();
    await page.screenshot({ path: 'test-results/login.png' });
    await signIn(page, 'ceo@lato.test');
    await page.waitForURL('**/dashboard');
    await expectSignedInAs(page, 'Ava Moreno');
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByTestId('account-name').textContent()).toBe('Ava Moreno');
    await page.keyboard.press('Escape');

    await page.reload();
    await expectSignedInAs(page, 'Ava Moreno');
    expect(path()).toBe('/dashboard');
    // A signed-in user is sent away from the guest pages.
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
  });

  it('tells a user who opens a page their role does not reach so, instead of moving them without a word', async () => {
    await page.goto('/login');
    await signIn(page, 'dev@lato.test');
    await expectSignedInAs(page, 'Farid Haddad');
    await page.goto('/dashboard/user-list');
    await page.waitForURL((url) => url.pathname === '/permission');
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
  });

  it('lets a guest visit without a refused session request or a console error', async () => {
    const refreshes: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => request.url().includes('/token/refresh/') && refreshes.push(request.url()));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to Lato' }).waitFor();
    await page.goto('/about-us');
    await page.getByRole('main').waitFor();
    expect(refreshes).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("draws a first visit's sign-in page without the routed app, loads it on the first key press, and lands on `from`", async () => {
    const bundle = readBundle();
    const appFile = bundle.manifest[routedAppChunk(bundle)]!.file;
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/login?from=%2Fdashboard%2Ftodo-list');
    await page.getByRole('heading', { name: 'Sign in to Lato' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts).not.toContain(`/${appFile}`);
    const appLoads = page.waitForRequest((request) => request.url().endsWith(`/${appFile}`));
    await page.getByLabel('E-mail').press('d');
    await appLoads;
    await page.getByLabel('E-mail').fill('');
    await signIn(page, 'dev@lato.test');
    await page.waitForURL((url) => url.pathname === '/dashboard/todo-list');
    await expectSignedInAs(page, 'Farid Haddad');
  });

  it("follows the sign-in page's links in the app, without loading the page again", async () => {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to Lato' }).waitFor();
    await page.evaluate(() => sessionStorage.setItem('e2e-same-document', String(performance.timeOrigin)));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    const sameDocument = await page.evaluate(() => sessionStorage.getItem('e2e-same-document') === String(performance.timeOrigin));
    expect(sameDocument).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { name: 'Sign in to Lato' }).waitFor();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forget-password');
  });

  it('signs a client in', async () => {
    await page.goto('/login');
    await signIn(page, 'client@lato.test');
    await expectSignedInAs(page, 'Grace Okafor');
    await page.getByRole('link', { name: 'Calls' }).waitFor();
    expect(await page.getByRole('link', { name: 'Projects' }).count()).toBe(0);
  });

  it('sends a guest from a protected path to /login with `from`, and back there after sign-in', async () => {
    await page.goto('/dashboard?ref=e2e');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/dashboard?ref=e2e');
    await signIn(page, 'pm.dev@lato.test');
    await expectSignedInAs(page, 'Elena Petrova');
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/dashboard?ref=e2e');
  });

  it('signs out to /login, and the old session cannot come back on reload', async () => {
    await page.goto('/login');
    await signIn(page, 'dev@lato.test');
    await expectSignedInAs(page, 'Farid Haddad');
    await signOut(page);
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await page.context().cookies()).find((c) => c.name === 'refresh_token')).toBeUndefined();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to Lato' }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it("shows the server's error for a wrong password and stays on /login", async () => {
    await page.goto('/login');
    await signIn(page, 'cto@lato.test', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password.' }).waitFor();
    expect(path()).toBe('/login');
  });

  it('validates the form before calling the server', async () => {
    await page.goto('/login');
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/users/login/')) calls += 1;
    });
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter a valid e-mail address.').waitFor();
    await page.getByText('Enter your password.').waitFor();
    expect(calls).toBe(0);
  });

  it('refreshes the access token before it expires and stays signed in', async () => {
    await page.clock.install();
    await page.goto('/login');
    await signIn(page, 'cfo@lato.test');
    await expectSignedInAs(page, 'Benjamin Carter');
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/token/refresh/') && r.request().method() === 'POST');
    // 14 minutes into a 15-minute token the client must renew it by itself.
    await page.clock.fastForward('14:01');
    expect((await refreshed).status()).toBe(200);
    await page.reload();
    await expectSignedInAs(page, 'Benjamin Carter');
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(path()).toBe('/no/such/page');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('switches the sign-in page to Spanish and remembers it', async () => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    await page.getByRole('heading', { name: 'Inicia sesión en Lato' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Inicia sesión en Lato' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  });
});
