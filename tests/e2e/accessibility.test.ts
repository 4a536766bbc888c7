import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@/api/contract/roles';
import { accessTokenOf, callApi } from './api';
import { DEMO_PASSWORD } from './browser';
import { routePages, type RoutePage } from './route-pages';
import { useBrowserSessions } from './session';
import { settled } from './settled';

const { newPage, context } = useBrowserSessions();

/** The four ways the app is seen: language, direction and colour scheme. */
const VARIANTS = [
  { name: 'English, left to right, light', locale: 'en-US', direction: 'ltr', theme: 'light' },
  { name: 'English, left to right, dark', locale: 'en-US', direction: 'ltr', theme: 'dark' },
  { name: 'Spanish, right to left, dark', locale: 'es-ES', direction: 'rtl', theme: 'dark' },
  { name: 'Spanish, left to right, light', locale: 'es-ES', direction: 'ltr', theme: 'light' },
] as const;

/** The demo user who opens a page that admits these roles (every staff page admits the CEO). */
function demoUserFor(roles: readonly Role[]): string {
  if (roles.length === 0 || roles.includes('CEO')) return 'ceo@lato.test';
  if (roles.includes('CLIENT')) return 'client@lato.test';
  return `${roles[0]!.toLowerCase().replace('_', '.')}@lato.test`;
}

/** Values for the pages' path parameters, read from the demo data; a new parameter must be given one here. */
let paramValues: Record<string, string> = {};
/**
 * The address's queries for pages that show one row by `?id=` (without it they are the not-found
 * page), and for pages with more than one view (the Calls page's tabs): each query is a page visited.
 */
let searchValues: Record<string, string[]> = {};
beforeAll(async () => {
  const token = await accessTokenOf('ceo@lato.test');
  const projects = await callApi<{ results: { id: number }[] }>(token, '/api/v1/projects/project-list/?page_size=1');
  const users = await callApi<{ results: { id: number }[] }>(token, '/api/v1/users/users/?page_size=1');
  const businesses = await callApi<{ id: number; numbers: number }[]>(token, '/api/v1/organisations/');
  const positions = await callApi<{ positions: { id: number; status: string }[] }>(token, '/api/v1/careers/positions/');
  // An invoice paid in part: its timeline, payments and every action are drawn.
  const invoices = await callApi<{ results: { id: number }[] }>(token, '/api/v1/invoices/?status=partially_paid&page_size=1');
  paramValues = {
    // A business with numbers, people and projects, so every part of its page is drawn.
    '/dashboard/organisations/$id': String(businesses.find((b) => b.numbers > 0)!.id),
    '/dashboard/projects/details/$id': String(projects.results[0]!.id),
    '/dashboard/edit-user/$id': String(users.results[0]!.id),
    // An open position, with its texts in both languages and applications.
    '/dashboard/careers/positions/$id': String(positions.positions.find((p) => p.status === 'open')!.id),
  };
  searchValues = {
    '/dashboard/invoice-details': [`?id=${invoices.results[0]!.id}`],
    '/dashboard/calls': ['', '?tab=messages', '?tab=analytics&compare=true'],
  };
});

function addressesOf(page: RoutePage): string[] {
  return (searchValues[page.path] ?? ['']).map((search) => `${pathOf(page)}${search}`);
}

function pathOf(page: RoutePage): string {
  return page.path.replace(/^(.*?)\$(\w+)/, (_whole, before: string, name: string) => {
    const value = paramValues[`${before}$${name}`];
    if (value === undefined) throw new Error(`No demo value for ${name} in ${page.path}: add one to the accessibility test`);
    return `${before}${value}`;
  });
}

async function signIn(page: Page, email: string) {
  // By type, not by label: the labels are in the variant's language.
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/dashboard/);
}

/** Serious and critical violations of WCAG 2.1 A and AA on the page as it is now, one line each. */
async function violationsOn(page: Page, address: string): Promise<string[]> {
  // Label in name (WCAG 2.5.3) is an experimental rule in axe, off unless asked for: a button
  // whose name leaves out the words it shows cannot be clicked by saying them.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${address}  ${violation.id} (${violation.impact})  ${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      ),
    );
}

describe('accessibility of every page of the route tree (axe-core, WCAG 2.1 AA), and nothing refused by its security policy', () => {
  const pages = routePages();

  it('finds the pages of the route tree', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/login', '/dashboard', '/dashboard/calls', '/dashboard/settings']));
  });

  // Each variant opens every page: minutes, not seconds.
  it.each(VARIANTS)('has no serious or critical violation: $name', { timeout: 600_000 }, async (variant) => {
    const byUser = new Map<string, RoutePage[]>();
    for (const page of pages) {
      const user = page.audience.kind === 'signed-out' ? '' : demoUserFor(page.audience.roles);
      byUser.set(user, [...(byUser.get(user) ?? []), page]);
    }
    const found: string[] = [];
    for (const [user, group] of byUser) {
      const page = await newPage();
      await context().addInitScript(
        ([direction, theme, language]) => {
          localStorage.setItem('settings', JSON.stringify({ direction, theme, activeLayout: 'layout1', responsiveFontSizes: true }));
          localStorage.setItem('language', language);
          // What the page's content security policy refused (a library probing for eval, say):
          // the browser reports it as an issue even when the page goes on working.
          document.addEventListener('securitypolicyviolation', (event) => {
            const refused = ((window as { refusedByPolicy?: string[] }).refusedByPolicy ??= []);
            refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
          });
        },
        [variant.direction, variant.theme, variant.locale.slice(0, 2)] as const,
      );
      if (user) await signIn(page, user);
      for (const address of group.flatMap(addressesOf)) {
        await page.goto(address);
        await settled(page);
        found.push(...(await violationsOn(page, address)));
        const refused = await page.evaluate(() => (window as { refusedByPolicy?: string[] }).refusedByPolicy ?? []);
        found.push(...refused.map((what) => `${address}  refused by the content security policy: ${what}`));
      }
    }
    expect(found, `axe found, in ${variant.name}:\n${found.join('\n')}`).toEqual([]);
  });
});
