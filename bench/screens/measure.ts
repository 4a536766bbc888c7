import type { Browser, Page } from 'playwright-core';
import { signIn } from '@tests/e2e/browser';
import type { BoardUnderTest } from './boards';
import { dragFirstCardAcross, type DragTimes } from './drag';
import { longTasksBetween, mainThreadTasksDuring, observeLongTasks } from './main-thread';

export interface Measurement {
  /** From the start of the page's navigation to the first frame with the board's first cards on screen. */
  boardShownMs: number;
  /** The longest long task, and how many there were, from pointer down to the drop rendered. */
  longestLongTaskMs: number;
  longTasks: number;
  /** The longest task of the renderer's main thread during the gesture, from a trace (any length). */
  longestTaskMs: number;
  dragMs: number;
}

/** Waits, from the navigation's first byte, for a frame showing the cards drawn at first; answers when, on the page's clock. */
async function openBoard(page: Page, baseUrl: string, board: BoardUnderTest): Promise<number> {
  await page.goto(`${baseUrl}${board.path}`, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(
    ({ selector, cards }) => document.querySelectorAll(selector).length >= cards && performance.now(),
    { selector: board.cardSelector, cards: board.cards },
    { polling: 'raf', timeout: 120_000 },
  );
  return (await shown.jsonValue()) as number;
}

/** The save follows the drop in the background: asks the server until it has the change. */
async function savedWithin(ms: number, saved: () => Promise<boolean>, failure: string): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    if (await saved()) return;
  }
  throw new Error(failure);
}

/** One visit: sign in, open the board, drag a card to the second column, check it was saved. */
export async function measureOnce(browser: Browser, baseUrl: string, board: BoardUnderTest): Promise<Measurement> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${baseUrl}/login`);
    await signIn(page, board.email);
    await page.waitForURL(/\/dashboard/);

    const boardShownMs = await openBoard(page, baseUrl, board);
    await page.getByText('All changes saved').first().waitFor();
    // Let what follows the first frame (fonts, effects, idle callbacks) finish before the gesture.
    await page.waitForTimeout(1500);

    await observeLongTasks(page);
    let times: DragTimes | undefined;
    const tasks = await mainThreadTasksDuring(browser, page, async () => {
      times = await dragFirstCardAcross(page, board);
    });
    const { cardId, pointerDown, dropRendered } = times!;
    const longTasks = await longTasksBetween(page, pointerDown, dropRendered);

    await savedWithin(
      10_000,
      () => board.savedInSecondColumn(baseUrl, cardId),
      `${board.name}: card ${cardId} was not saved in its new column`,
    );
    return {
      boardShownMs,
      longestLongTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
      longTasks: longTasks.length,
      longestTaskMs: Math.max(0, ...tasks),
      dragMs: dropRendered - pointerDown,
    };
  } finally {
    await context.close();
  }
}
