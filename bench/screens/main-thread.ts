import type { Browser, Page } from 'playwright-core';

/** A stretch of main-thread work, in milliseconds on the page's clock (performance.now()). */
export interface Task {
  start: number;
  duration: number;
}

declare global {
  interface Window {
    benchLongTasks?: Task[];
  }
}

/** Starts collecting the page's long tasks (the browser reports those over 50 ms); call it before the gesture. */
export function observeLongTasks(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: Task[] = [];
    window.benchLongTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  });
}

/** The long tasks that overlapped [from, to], once the observer has been told of them. */
export async function longTasksBetween(page: Page, from: number, to: number): Promise<Task[]> {
  // Entries reach the observer after their task ends, on a later turn of the event loop.
  await page.waitForTimeout(300);
  const seen = await page.evaluate(() => window.benchLongTasks ?? []);
  return seen.filter((task) => task.start + task.duration >= from && task.start <= to);
}

export const pageClock = (page: Page) => page.evaluate(() => performance.now());

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * Every task the renderer's main thread ran while `gesture` ran, from a Chromium trace: the
 * long-task observer names only those over 50 ms, this gives the longest one even when shorter.
 */
export async function mainThreadTasksDuring(browser: Browser, page: Page, gesture: () => Promise<void>): Promise<number[]> {
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  let trace: Buffer;
  try {
    await gesture();
  } finally {
    trace = await browser.stopTracing();
  }
  return tasksOnRendererMain((JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents);
}

function tasksOnRendererMain(events: TraceEvent[]): number[] {
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mainThreads.has(`${e.pid}:${e.tid}`)).map((e) => (e.dur ?? 0) / 1000);
}
