import type { Page, Request } from 'playwright-core';

/** The live stream stays open as long as the page does: "network idle" never comes while it is. */
const holdsOpen = (request: Request) => new URL(request.url()).pathname === '/api/v1/events/';

const IDLE_MS = 500;

/**
 * Waits until the page has had no request in flight for half a second, the live stream aside:
 * Playwright's 'networkidle', for a page that holds a stream. Call it right after the navigation.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForLoadState('load');
  const inFlight = new Set<Request>();
  let quietSince = Date.now();
  const started = (request: Request) => {
    if (!holdsOpen(request)) inFlight.add(request);
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request) && inFlight.size === 0) quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeout;
    while (inFlight.size > 0 || Date.now() - quietSince < IDLE_MS) {
      if (Date.now() > deadline) throw new Error(`the page still had ${inFlight.size} requests in flight after ${timeout} ms`);
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
