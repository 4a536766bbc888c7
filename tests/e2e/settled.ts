import type { Page, Request } from 'playwright-core';

/** The live stream stays open as long as the page does: "network idle" never comes while it is. */
const holdsOpen = (request: Request) => new URL(request.url()).pathname === '/api/v1/events/';

/** Playwright's own measure of "idle": no request in flight for this long. */
const IDLE_MS = 500;

/**
 * Resolves once the page has had no request in flight for half a second, the live stream aside:
 * Playwright's 'networkidle', for a page that holds a stream. Each request that starts puts the
 * moment off; the last one to end starts the half second again. Call it right after the navigation.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForLoadState('load');
  const inFlight = new Set<Request>();
  let idle: NodeJS.Timeout | undefined;
  let failed: NodeJS.Timeout | undefined;
  let started!: (request: Request) => void;
  let ended!: (request: Request) => void;
  try {
    await new Promise<void>((resolve, reject) => {
      const idleFromNow = () => {
        clearTimeout(idle);
        idle = setTimeout(resolve, IDLE_MS);
      };
      started = (request) => {
        if (holdsOpen(request)) return;
        inFlight.add(request);
        clearTimeout(idle);
      };
      ended = (request) => {
        if (inFlight.delete(request) && inFlight.size === 0) idleFromNow();
      };
      page.on('request', started);
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
      failed = setTimeout(() => reject(new Error(`the page still had ${inFlight.size} requests in flight after ${timeout} ms`)), timeout);
      idleFromNow();
    });
  } finally {
    clearTimeout(idle);
    clearTimeout(failed);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
