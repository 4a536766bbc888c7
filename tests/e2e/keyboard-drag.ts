import type { Page } from 'playwright-core';

/**
 * Waits until a keyboard drag listens for the arrow keys. dnd-kit's keyboard sensor adds its key
 * listener in a zero-delay timer started when Space picks the item up; a timer this page starts
 * afterwards runs after it (equal delays run in the order they were set), so once it has run the
 * sensor hears the next key. Pressing before that loses the key.
 */
export const keyboardDragListening = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
