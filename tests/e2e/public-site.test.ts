import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserSessions } from './session';

/**
 * The public site in Chromium: read with JavaScript off as a crawler or a cautious visitor would,
 * taken over by its script with every control worked by real clicks and keys, accessible in the four
 * ways it is seen, and its forms followed from the visitor to the staff who handle them.
 */

const { newPage, openAs } = useBrowserSessions();
const baseUrl = inject('baseUrl');

const PAGES = [
  '/about-us',
  '/contact-us',
  '/faqs',
  '/career',
  '/career/apply',
  '/pricing',
  '/products',
  '/products/1',
  '/cart',
  '/checkout',
] as const;

/** The four ways the site is seen: language (its address), direction and colour scheme (the saved settings). */
const VARIANTS = [
  { name: 'English, left to right, light', lang: 'en', direction: 'ltr', theme: 'light' },
  { name: 'English, left to right, dark', lang: 'en', direction: 'ltr', theme: 'dark' },
  { name: 'Spanish, right to left, dark', lang: 'es', direction: 'rtl', theme: 'dark' },
  { name: 'Spanish, left to right, light', lang: 'es', direction: 'ltr', theme: 'light' },
] as const;

/** The page taken over by its script: its state read, its code run (a control answers). */
async function takenOver(page: Page) {
  await page.waitForFunction(() => document.getElementById('root')?.querySelector('[data-mantine-color-scheme], footer') !== null);
  await page.waitForLoadState('load');
  // React marks the root once it has hydrated it: its internal key on the container.
  await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
}

/** The subjects of the e-mails to `email` in the server's development outbox, newest first. */
async function mailsTo(page: Page, email: string): Promise<string[]> {
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  await outbox.getByRole('heading', { name: 'Development outbox' }).waitFor();
  const subjects = await outbox
    .getByRole('article')
    .filter({ hasText: `To ${email},` })
    .getByRole('heading')
    .allInnerTexts();
  await outbox.close();
  return subjects;
}

describe('read without JavaScript', () => {
  it('shows every page, its header, its footer and its own words in both languages', async () => {
    const page = await newPage();
    const noScript = await page.context().browser()!.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      const view = await noScript.newPage();
      const expected = {
        '/about-us': [
          'We build software for businesses, and answer their phones',
          'Construimos software para empresas y atendemos sus teléfonos',
        ],
        '/contact-us': ['Contact us', 'Contacto'],
        '/faqs': ['Frequently asked questions', 'Preguntas frecuentes'],
        '/career': ['Careers at Lato', 'Trabaja en Lato'],
        '/career/apply': ['Apply to Lato', 'Postúlate a Lato'],
        '/pricing': ['Pricing', 'Precios'],
        '/products': ['Products', 'Productos'],
        '/products/1': ['Starter', 'Starter'],
        '/cart': ['Your cart', 'Tu carrito'],
        '/checkout': ['Checkout', 'Finalizar compra'],
      } as const;
      for (const address of PAGES) {
        for (const [index, suffix] of ['', '?lang=es'].entries()) {
          await view.goto(`${address}${suffix}`);
          expect(await view.locator('h1').innerText(), `${address}${suffix}`).toBe(expected[address][index]);
          await expect.poll(() => view.locator('footer a').count()).toBeGreaterThan(15);
          expect(await view.locator('header nav').last().locator('a').count()).toBe(4);
        }
      }
      // The FAQ's search is a form: it works without a script too, accents and case aside.
      await view.goto('/faqs?lang=es');
      await view.locator('input[name="q"]').fill('que IDIOMAS');
      await view.locator('input[name="q"]').press('Enter');
      await view.waitForURL(/\/faqs\?lang=es&q=/);
      expect(await view.locator('details summary').allInnerTexts()).toEqual(['¿Qué idiomas habla el asistente?']);
    } finally {
      await noScript.close();
    }
  });
});

describe('taken over by its script', () => {
  it('sends an address with a trailing slash to the page, and another spelling to the not-found page, once', async () => {
    const page = await newPage();
    await page.goto('/about-us/');
    await page.waitForURL((url) => url.pathname === '/about-us');
    await expect.poll(() => page.locator('h1').innerText()).toBe('We build software for businesses, and answer their phones');
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    await page.goto('/About-us');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(documents).toHaveLength(1);
  });

  it('switches language by its links, and keeps the dark theme and the direction chosen in the footer', async () => {
    const page = await newPage(390);
    await page.goto('/faqs');
    await takenOver(page);
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(/\/faqs\?lang=es$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Preguntas frecuentes');
    await takenOver(page);
    await page.getByRole('button', { name: 'Usar el tema oscuro' }).click();
    await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await page.getByRole('button', { name: 'Leer de derecha a izquierda' }).click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    // Both choices are saved (the next page reads them before any of its scripts runs).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('settings'))).toMatch(/"theme":"dark"/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('settings'))).toMatch(/"direction":"rtl"/);
    // On the next page the choices hold before any script of the page has run: no flash.
    await page.getByRole('navigation', { name: 'Sitio' }).getByRole('link', { name: 'Empleo' }).click();
    await page.waitForURL(/\/career\?lang=es$/);
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });

  it('narrows the FAQ as the visitor types, whatever the accents, and opens a linked answer', async () => {
    const page = await newPage();
    await page.goto('/faqs');
    await takenOver(page);
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.click();
    await page.keyboard.type('LANGUAGES');
    await expect.poll(() => page.locator('details summary').allInnerTexts()).toEqual(['Which languages does the assistant speak?']);
    await expect.poll(() => page.getByRole('status').innerText()).toBe('1 answers match.');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await expect.poll(() => page.locator('details').count()).toBeGreaterThan(8);
    const slug = await page.locator('details').nth(2).getAttribute('id');
    await page.goto(`/faqs#${slug}`);
    await takenOver(page);
    await expect.poll(() => page.locator(`details#${slug}`).evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
  });

  it('sends the contact form: a missing answer is said on its field, the visitor is thanked and acknowledged, and staff answer it', async () => {
    const page = await newPage(390);
    await page.goto('/contact-us');
    await takenOver(page);
    await page.getByLabel('Your name').click();
    await page.keyboard.type('Marta Quintero');
    await page.keyboard.press('Tab');
    await page.keyboard.type('marta.quintero@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A website for our bakery');
    await page.keyboard.press('Tab');
    await page.keyboard.type('We have three shops and would like orders by phone answered after hours.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Tick the box so that we may keep your message to answer it.').isVisible()).toBe(true);
    await page.getByLabel('Lato may keep my message and e-mail address to answer me.').check();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe('Thank you. Your message is with us, and a confirmation is on its way to your inbox.');
    await expect.poll(() => mailsTo(page, 'marta.quintero@example.com')).toHaveLength(1);

    // The agency's side: the inquiry is in the staff's inbox, answered by e-mail from its thread.
    const staff = await openAs('ceo@lato.test', 'Ava Moreno');
    await staff.goto('/dashboard/inquiries');
    await staff.getByRole('searchbox', { name: 'Search inquiries' }).fill('quintero');
    await staff.getByRole('button', { name: 'Open “A website for our bakery”' }).click();
    const thread = staff.getByRole('dialog', { name: 'Inquiry' });
    await expect.poll(() => thread.innerText()).toContain('We have three shops and would like orders by phone answered after hours.');
    await thread.getByRole('textbox', { name: 'Your answer' }).click();
    await staff.keyboard.type('Hello Marta, we can help: could we call you on Monday?');
    await thread.getByRole('button', { name: 'Send answer' }).click();
    await expect.poll(() => thread.getByTestId('inquiry-status').innerText()).toBe('Answered');
    await thread.getByRole('button', { name: 'Mark handled' }).click();
    await expect.poll(() => thread.getByTestId('inquiry-status').innerText()).toBe('Handled');
    await expect.poll(() => mailsTo(staff, 'marta.quintero@example.com')).toHaveLength(2);
  });

  it('sends an application with a CV chosen in the file chooser', async () => {
    const page = await newPage();
    await page.goto('/career');
    await takenOver(page);
    await page.locator('main article a').first().click();
    await page.waitForURL(/\/career\/[a-z0-9-]+$/);
    const title = await page.locator('h1').innerText();
    await page.getByRole('link', { name: 'Apply for this position' }).click();
    await page.waitForURL(/\/career\/apply\?position=/);
    await takenOver(page);
    expect(
      await page
        .getByRole('combobox', { name: 'Position', exact: true })
        .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]!.text),
    ).toBe(title);
    await page.getByLabel('Your name').fill('Tomás Ferreira');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('tomas.ferreira@example.com');
    await page.getByLabel('Phone').fill('+34 612 345 678');
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel(/^CV\b/).click();
    await (
      await chooser
    ).setFiles({
      name: 'tomas-ferreira-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe('Thank you for applying. We have your application, and a confirmation is on its way to your inbox.');
  });
});

describe('accessibility of every public page (axe-core, WCAG 2.1 AA), in the four ways it is seen', () => {
  it.each(VARIANTS)('$name', async (variant) => {
    const page = await newPage();
    await page
      .context()
      .addInitScript(
        ([theme, direction]) => localStorage.setItem('settings', JSON.stringify({ theme, direction })),
        [variant.theme, variant.direction],
      );
    const violations: string[] = [];
    for (const address of PAGES) {
      await page.goto(`${address}${variant.lang === 'es' ? '?lang=es' : ''}`);
      await takenOver(page);
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
      for (const violation of result.violations)
        for (const node of violation.nodes)
          violations.push(`${address} ${violation.id} ${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`);
    }
    expect(violations).toEqual([]);
  });
});
