/**
 * Lighthouse on the built app, signed out (`/login` and every page of the public site, in English
 * and one in Spanish) and signed in (a staff member's dashboard, a client's calls), mobile and
 * desktop: prints each page's scores. Run with `npm run bench:lighthouse` (it builds nothing:
 * run `npm run build` first). Starts its own server on a fresh database with the demo data.
 * `LIGHTHOUSE_ONLY=logistics,calls` audits only the pages whose name holds one of the words;
 * `LIGHTHOUSE_REPORTS=some/folder` also writes each audit's full report there (JSON), to see why;
 * `LIGHTHOUSE_RUNS=1` audits each page once (three times by default: the median and the range).
 * An audit that does not complete stops the run with its error, never a score of 0.
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
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`LIGHTHOUSE_RUNS must be a whole number of runs, 1 or more: not "${process.env.LIGHTHOUSE_RUNS}"`);
  print(['page', 'form factor', ...CATEGORIES, 'FCP ms', 'LCP ms', 'TBT ms', 'script KB on the wire']);
  console.log(`(each page ${runs} times: the median, and the range of the performance score)`);
  const only = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
  const median = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const audit = async (name: string, url: string) => {
    if (only && !only.some((word) => name.includes(word))) return;
    for (const [formFactor, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const) {
      const measured: { scores: number[]; fcp: number; lcp: number; tbt: number; scriptKb: number }[] = [];
      let last: Awaited<ReturnType<typeof lighthouse>>;
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse(url, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, config);
        const lhr = result?.lhr;
        // An audit that did not complete scores 0 or nothing: a figure no one should read as a score.
        const failure = !lhr ? 'no result' : (lhr.runtimeError?.message ?? CATEGORIES.find((c) => lhr.categories[c]?.score == null));
        if (!lhr || failure) throw new Error(`Lighthouse could not audit ${name} (${formFactor}, run ${run}): ${failure ?? 'no result'}`);
        const reports = process.env.LIGHTHOUSE_REPORTS;
        if (reports) {
          mkdirSync(reports, { recursive: true });
          writeFileSync(path.join(reports, `${name.replace(/\W+/g, '_')}-${formFactor}-${run}.json`), JSON.stringify(lhr));
        }
        const audits = lhr.audits;
        const scriptItems = (
          audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items;
        measured.push({
          scores: CATEGORIES.map((c) => Math.round(lhr.categories[c]!.score! * 100)),
          fcp: audits['first-contentful-paint']!.numericValue!,
          lcp: audits['largest-contentful-paint']!.numericValue!,
          tbt: audits['total-blocking-time']!.numericValue!,
          scriptKb: (scriptItems?.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
        });
        last = result;
      }
      const performance = measured.map((m) => m.scores[0]!);
      const range = runs > 1 ? ` (${Math.min(...performance)}–${Math.max(...performance)})` : '';
      print([
        name,
        formFactor,
        `${Math.round(median(performance))}${range}`,
        ...CATEGORIES.slice(1).map((_, index) => String(Math.round(median(measured.map((m) => m.scores[index + 1]!))))),
        ...(['fcp', 'lcp', 'tbt', 'scriptKb'] as const).map((key) => String(Math.round(median(measured.map((m) => m[key]))))),
      ]);
      // What cost points where a full score is the aim (in the last run): each failing audit on a line of its own.
      const lhr = last!.lhr;
      for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
        const refs = lhr.categories[category]?.auditRefs ?? [];
        const failing = Object.values(lhr.audits).filter(
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
