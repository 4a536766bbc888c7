import type { Page } from 'playwright-core';
import type { BoardUnderTest } from './boards';
import { pageClock } from './main-thread';

export interface DragTimes {
  cardId: number;
  /** On the page's clock: just before the button went down, and the first frame showing the card in its new column. */
  pointerDown: number;
  dropRendered: number;
}

const centre = (box: { x: number; y: number; width: number; height: number }) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/**
 * Drags the first card of the first column onto the first card of the second, as a person with a
 * mouse does (dnd-kit's mouse sensor): press its handle, pass the 5 px threshold, move in steps,
 * release; then waits until a frame shows the card in the second column.
 */
export async function dragFirstCardAcross(page: Page, board: BoardUnderTest): Promise<DragTimes> {
  const columns = page.locator(board.columnSelector);
  const card = columns.nth(0).locator(board.cardSelector).first();
  const cardId = Number(await card.getAttribute(board.cardIdAttribute));
  const handle = centre((await card.getByRole('button', { name: /^Drag / }).boundingBox())!);
  const target = centre((await columns.nth(1).locator(board.cardSelector).first().boundingBox())!);

  await page.mouse.move(handle.x, handle.y);
  const pointerDown = await pageClock(page);
  await page.mouse.down();
  await page.mouse.move(handle.x + 12, handle.y + 12, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 20 });
  await page.mouse.up();
  const dropRendered = await page
    .waitForFunction(
      ({ columnSelector, cardSelector, cardIdAttribute, cardId: id }) => {
        const column = document.querySelectorAll(columnSelector)[1];
        return column?.querySelector(`${cardSelector}[${cardIdAttribute}="${id}"]`) ? performance.now() : false;
      },
      { columnSelector: board.columnSelector, cardSelector: board.cardSelector, cardIdAttribute: board.cardIdAttribute, cardId },
      { polling: 'raf', timeout: 30_000 },
    )
    .then((shown) => shown.jsonValue() as Promise<number>);
  return { cardId, pointerDown, dropRendered };
}
