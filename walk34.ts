import { launchBrowser, DEMO_PASSWORD } from './tests/e2e/browser';
const BASE = 'http://127.0.0.1:3111';
const browser = await launchBrowser();
async function shot(opts: { es?: boolean; width?: number; who?: string; path: string; name: string; act?: (p: import('playwright-core').Page) => Promise<void> }) {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(BASE + '/login');
  if (opts.es) await page.evaluate(() => { localStorage.setItem('language', 'es'); localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' })); });
  if (opts.who) {
    await page.reload();
    await page.locator('input[type="email"]').fill(opts.who);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  }
  await page.goto(BASE + opts.path);
  await page.waitForTimeout(1500);
  if (opts.act) await opts.act(page);
  await page.screenshot({ path: `/tmp/walk/${opts.name}.png`, fullPage: true });
  await context.close();
}
const users = [
  { name: 'audit-en', who: 'ceo@lato.test', path: '/dashboard/audit-log' },
  { name: 'audit-es-390', who: 'ceo@lato.test', path: '/dashboard/audit-log', es: true, width: 390 },
  { name: 'outbox-en', path: '/dev/outbox' },
  { name: 'outbox-es-390', path: '/dev/outbox', es: true, width: 390 },
];
for (const u of users) await shot(u);
// Register: fill and reach the code step.
for (const es of [false, true]) {
  await shot({ name: `register-code-${es ? 'es-390' : 'en'}`, es, width: es ? 390 : 1280, path: '/register', act: async (p) => {
    await p.locator('input[autocomplete="name"]').fill('Nora Baker');
    await p.locator('input[type="email"]').fill(`nora.${Date.now()}@bakery.test`);
    await p.locator('input[type="password"]').fill('fresh-bread-24');
    await p.getByRole('checkbox').check();
    await p.locator('button[type="submit"]').click();
    await p.waitForTimeout(1500);
  } });
}
// Users: a PM_CLIENT edits a PM_DEV (peer) and a client.
const ids = process.argv.slice(2);
for (const [i, id] of ids.entries()) {
  await shot({ name: `edit-user-${i}-en`, who: 'pm.client@lato.test', path: `/dashboard/edit-user/${id}` });
  await shot({ name: `edit-user-${i}-es-390`, who: 'pm.client@lato.test', path: `/dashboard/edit-user/${id}`, es: true, width: 390 });
}
await browser.close();
