import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';

/** Clicks a control that downloads a text file (a CSV export), and answers the file's lines. */
export async function downloadedLines(control: Locator): Promise<string[]> {
  const download = control.page().waitForEvent('download');
  await control.click();
  const file = await (await download).path();
  return readFileSync(file, 'utf8').trim().split(/\r?\n/);
}
