import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, expectSignedInAs, launchBrowser, signIn } from './browser';

/**
 * One browser per test file and a fresh context (cookies, storage) per test, closed after it.
 * Call at the top level of a test file.
 */
export function useBrowserSessions() {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext | undefined;
  /** The other people's browsers of a test with several (live updates), closed after it. */
  const others: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
    for (const other of others.splice(0)) await other.close();
  });

  async function newPage(width = 1400): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  /** A page signed in as a demo user, on the dashboard. */
  async function openAs(email: string, name: string, width = 1400): Promise<Page> {
    const page = await newPage(width);
    await page.goto('/login');
    await signIn(page, email, DEMO_PASSWORD);
    await expectSignedInAs(page, name);
    return page;
  }

  /** A second person's browser of its own (cookies, storage), signed in beside the first. */
  async function openAnotherAs(email: string, name: string, width = 1400): Promise<Page> {
    const other = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', viewport: { width, height: 900 } });
    others.push(other);
    const page = await other.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/login');
    await signIn(page, email, DEMO_PASSWORD);
    await expectSignedInAs(page, name);
    return page;
  }

  return { newPage, openAs, openAnotherAs, context: () => context! };
}
