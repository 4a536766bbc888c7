import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectSignedInAs, menuEntries, signIn, signOut } from './browser';
import { useBrowserSessions } from './session';

/** A 1×1 PNG, uploaded as the avatar. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const { openAs } = useBrowserSessions();

const tableRows = (page: Page) => page.getByTestId('users-table').locator('tbody tr');
const countOf = async (page: Page, tab: string) => Number(await page.getByTestId(`count-${tab}`).textContent());

/** The invitation link of the newest e-mail to `email` in the development outbox (/dev/outbox). */
async function invitationLinkFromOutbox(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  await outbox.getByRole('heading', { name: 'Development outbox' }).waitFor();
  const mail = outbox
    .getByRole('article')
    .filter({ hasText: `To ${email},` })
    .first();
  await expect
    .poll(async () => {
      await outbox.getByRole('button', { name: 'Refresh' }).click();
      await outbox.locator('button[data-loading]').waitFor({ state: 'detached' });
      return mail.count();
    })
    .toBeGreaterThan(0);
  const link = (await mail.textContent())?.match(/https?:\/\/\S+\/accept-invitation\?token=[\w-]+/)?.[0];
  await outbox.close();
  return link ?? '';
}

describe('user management', () => {
  it('a CEO creates a client with an avatar, finds them on the list and the grid, and edits them; the client signs in to Lato AI only', async () => {
    const stamp = Date.now().toString(36);
    const email = `lucia.${stamp}@fernandez.test`;
    const page = await openAs('ceo@lato.test', 'Ava Moreno');

    await page.goto('/dashboard/user-list');
    await expect.poll(() => tableRows(page).count()).toBe(20);
    const clientsBefore = await countOf(page, 'clients');
    const allBefore = await countOf(page, 'all');
    expect(clientsBefore).toBeGreaterThan(20);

    await page.getByRole('main').getByRole('link', { name: 'Add user' }).click();
    await page.waitForURL('**/dashboard/add-user');
    // The form checks its fields before asking the server.
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.getByText("Enter the person's full name.").waitFor();
    await page.getByText('Choose a role.').waitFor();

    await page.getByLabel('Full name').fill('Lucía Fernández');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Client' });
    await page.getByText('Spanish', { exact: true }).click();
    // No password: the new person chooses their own, following the e-mailed invitation.
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    await page.getByText('We will e-mail them an invitation to choose their own password.', { exact: false }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'lucia.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.getByTestId('avatar-preview').locator('img').getAttribute('src')).toMatch(/^blob:/);
    await page.screenshot({ path: 'test-results/add-user.png' });
    await page.getByRole('button', { name: 'Create user' }).click();

    await page.waitForURL('**/dashboard/user-list');
    await page.getByText(`Invitation sent to ${email}.`).waitFor();
    await expect.poll(() => tableRows(page).first().textContent()).toContain('Lucía Fernández');
    expect(await tableRows(page).first().textContent()).toContain('Invited');
    expect(await countOf(page, 'clients')).toBe(clientsBefore + 1);
    expect(await countOf(page, 'all')).toBe(allBefore + 1);
    await page.getByRole('tab', { name: /Clients/ }).click();
    await expect.poll(() => tableRows(page).first().textContent()).toContain(email);
    await page.screenshot({ path: 'test-results/user-list.png' });

    // The grid shows the same person, with the uploaded avatar.
    await page.locator('label').filter({ hasText: 'Cards' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/user-grid');
    const card = page.getByTestId('user-card').filter({ hasText: email });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/media\/avatars\/.+\.png$/);
    await page.screenshot({ path: 'test-results/user-grid.png' });

    // Search finds them; edit renames them.
    await page.getByRole('textbox', { name: 'Search users' }).fill(stamp);
    await expect.poll(() => page.getByTestId('user-card').count()).toBe(1);
    await card.getByRole('link', { name: 'Edit Lucía Fernández' }).click();
    // The list's search goes along, so saving brings the reader back to the list they left.
    await page.waitForURL((url) => /^\/dashboard\/edit-user\/\d+$/.test(url.pathname) && url.searchParams.get('q') === stamp);
    const name = page.getByLabel('Full name');
    expect(await name.inputValue()).toBe('Lucía Fernández');
    await name.fill('Lucía F. Fernández');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/user-list');
    await page.getByText('Saved the changes to Lucía F. Fernández.').waitFor();
    await expect.poll(() => tableRows(page).first().textContent()).toContain('Lucía F. Fernández');

    // The new client follows the invitation, chooses a password, is signed in, and sees only Lato AI.
    await signOut(page);
    await page.waitForURL((url) => url.pathname === '/login');
    const link = await invitationLinkFromOutbox(page, email);
    expect(link).toMatch(/\/accept-invitation\?token=[\w-]{43}$/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Welcome, Lucía F. Fernández' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByLabel(/^Password/).click();
    await page.keyboard.type('lucia-secret-pass');
    await page.getByLabel(/^Repeat the password/).click();
    await page.keyboard.type('lucia-secret-pass');
    await page.screenshot({ path: 'test-results/accept-invitation.png' });
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL('**/dashboard/calls');
    await expectSignedInAs(page, 'Lucía F. Fernández');
    expect(await menuEntries(page)).toEqual(['Lato AI', 'Calls', 'Contacts', 'Settings', 'Business', 'Plan & billing', 'Academy', 'Cart']);

    // The link worked once; the chosen password signs in from now on.
    await signOut(page);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(link);
    await page.getByRole('heading', { name: 'This invitation cannot be used' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, email, 'lucia-secret-pass');
    await expectSignedInAs(page, 'Lucía F. Fernández');
  });

  it('shows a duplicate e-mail on the e-mail field', async () => {
    const page = await openAs('cto@lato.test', 'Chloe Nakamura');
    await page.goto('/dashboard/add-user');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('E-mail').fill('CEO@lato.test');
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Developer' });
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.getByText('A user with this e-mail already exists.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/add-user');
  });

  it('tells a developer the users pages are not theirs', async () => {
    const page = await openAs('dev@lato.test', 'Farid Haddad');
    await page.goto('/dashboard/user-list');
    await page.waitForURL((url) => url.pathname === '/permission');
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    await page.goto('/dashboard');
    await expectSignedInAs(page, 'Farid Haddad');
    expect(await menuEntries(page)).not.toContain('Users');
  });
});

describe('the users list in the address', () => {
  it('keeps the tab, search, sort and page in the address, so reload, Back and a shared link restore them', async () => {
    const page = await openAs('ceo@lato.test', 'Ava Moreno');
    await page.goto('/dashboard/user-list');
    await expect.poll(() => tableRows(page).count()).toBe(20);
    await page.getByRole('tab', { name: /Clients/ }).click();
    await page.waitForURL(/tab=clients/);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name, A to Z' }).click();
    await page.waitForURL(/sort=full_name/);
    expect(new URL(page.url()).pathname).toBe('/dashboard/user-list');

    const shared = page.url();
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toContain('Clients');
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('Name, A to Z');

    // The cards view and back keep the same list.
    await page.locator('label').filter({ hasText: 'Cards' }).click();
    await page.waitForURL(/user-grid\?.*tab=clients/);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/dashboard/user-list');

    const other = await openAs('cfo@lato.test', 'Benjamin Carter');
    await other.goto(new URL(shared).pathname + new URL(shared).search);
    await expect.poll(() => other.getByRole('tab', { selected: true }).textContent()).toContain('Clients');
  });

  it('drops a cleared search from the address, so the next tab lists everyone', async () => {
    const page = await openAs('ceo@lato.test', 'Ava Moreno');
    await page.goto('/dashboard/user-list');
    await expect.poll(() => tableRows(page).count()).toBe(20);
    const all = await countOf(page, 'all');
    const search = page.getByRole('textbox', { name: 'Search users' });
    await search.fill('okafor');
    await page.waitForURL(/q=okafor/);
    await expect.poll(() => tableRows(page).count()).toBeLessThan(20);

    await search.fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(() => countOf(page, 'all')).toBe(all);
    await page.getByRole('tab', { name: /Clients/ }).click();
    await page.waitForURL(/tab=clients/);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    await expect.poll(() => tableRows(page).count()).toBe(20);
    expect(await search.inputValue()).toBe('');
  });
});

describe('the audit log on a phone', () => {
  it('fits a 390 px screen: the filters wrap, and only the wide table scrolls sideways, inside its own frame', async () => {
    const page = await openAs('cto@lato.test', 'Chloe Nakamura', 390);
    await page.goto('/dashboard/audit-log');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const table = page.getByTestId('audit-events');
    await table.locator('tbody tr').first().waitFor();
    await page.screenshot({ path: 'test-results/audit-log-390.png', fullPage: true });

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    const filters = [
      page.getByRole('combobox', { name: 'Actions' }),
      page.getByRole('textbox', { name: 'Person' }),
      page.getByRole('textbox', { name: 'Target' }),
      page.getByRole('button', { name: /^Dates/ }),
    ];
    for (const filter of filters) {
      const box = (await filter.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const frameScrolls = await table.evaluate((element) => {
      let frame = element.parentElement;
      while (frame && !['auto', 'scroll'].includes(getComputedStyle(frame).overflowX)) frame = frame.parentElement;
      return frame !== null && frame !== document.documentElement && frame.scrollWidth > frame.clientWidth;
    });
    expect(frameScrolls).toBe(true);
  });
});
