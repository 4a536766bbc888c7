/**
 * Lighthouse on the built app, signed out (`/login` and every page of the public site, in English
 * and one in Spanish) and signed in (a staff member's dashboard, a client's calls), mobile and
 * desktop: prints each page's scores. Run with `npm run bench:lighthouse` (it builds nothing:
 * run `npm run build` first). Starts its own server on a fresh database with the demo data.
 * `LIGHTHOUSE_ONLY=logistics,calls` audits only the pages whose name holds one of the words;
 * `LIGHTHOUSE_REPORTS=some/folder` also writes each audit's full report there (JSON), to see why.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from '@server/test/server-process';
import { signIn } from '@tests/e2e/browser';

const PORT = 9333;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const packaged = (await import('@sparticuz/chromium')).default;
  return packaged.executablePath();
}

const server = await startServer({});
const profile = mkdtempSync(path.join(tmpdir(), 'lato-lighthouse-'));
// A persistent context is the browser's default one: the tabs Lighthouse opens share its cookies.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: await chromiumPath(),
  headless: true,
  args: [`--remote-debugging-port=${PORT}`, '--no-sandbox', '--disable-gpu'],
});
try {
  // Each row as soon as it is measured, so a run that stops part way still shows what it measured.
  const print = (row: string[]) => console.log(row.join('\t'));
  print(['page', 'form factor', ...CATEGORIES, 'FCP ms', 'LCP ms', 'TBT ms', 'script KB on the wire']);
  const only = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
  const audit = async (name: string, url: string) => {
    if (only && !only.some((word) => name.includes(word))) return;
    for (const [formFactor, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const) {
      const result = await lighthouse(url, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, config);
      const reports = process.env.LIGHTHOUSE_REPORTS;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        writeFileSync(path.join(reports, `${name.replace(/\W+/g, '_')}-${formFactor}.json`), JSON.stringify(result!.lhr));
      }
      const categories = result!.lhr.categories;
      const audits = result!.lhr.audits;
      const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? 0)}`;
      const scriptItems = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
        ?.items;
      const scriptKb = ((scriptItems?.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024).toFixed(0);
      print([
        name,
        formFactor,
        ...CATEGORIES.map((c) => String(Math.round((categories[c]?.score ?? 0) * 100))),
        ms('first-contentful-paint'),
        ms('largest-contentful-paint'),
        ms('total-blocking-time'),
        scriptKb,
      ]);
      // What cost points where a full score is the aim: each failing audit on a line of its own.
      for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
        const refs = result!.lhr.categories[category]?.auditRefs ?? [];
        const failing = Object.values(result!.lhr.audits).filter(
          (a) => a.score !== null && a.score < 1 && refs.some((ref) => ref.id === a.id && ref.weight > 0),
        );
        for (const a of failing) print(['', '', `  ${category}: ${a.id}`, a.title, '']);
      }
    }
  };
  await audit('/login', `${server.url}/login`);
  // The public site, as a first-time visitor finds it: each page with its own code only.
  const careers = await (await fetch(`${server.url}/career`)).text();
  const position = /href="(\/career\/[a-z0-9-]+)"/.exec(careers)?.[1];
  for (const address of ['/about-us', '/contact-us', '/faqs', '/faqs?lang=es', '/career', ...(position ? [position] : []), '/career/apply'])
    await audit(address, `${server.url}${address}`);

  const page = context.pages()[0] ?? (await context.newPage());
  const signInAs = async (email: string) => {
    await context.clearCookies();
    await page.goto(`${server.url}/login`);
    await signIn(page, email);
    await page.waitForURL(/\/dashboard/);
  };
  await signInAs('ceo@lato.test');
  await audit('/dashboard (signed in)', `${server.url}/dashboard`);
  // The heaviest dashboards: six figures, three charts and three tables; three charts and a donut.
  await audit('/dashboard/logistics (signed in)', `${server.url}/dashboard/logistics`);
  await audit('/dashboard/sales (signed in)', `${server.url}/dashboard/sales`);
  // A client's first page: Lato AI's calls, on the client's first number.
  await signInAs('client@lato.test');
  await audit('/dashboard/calls (client)', `${server.url}/dashboard/calls`);
} finally {
  await context.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
