import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';

/**
 * The full-text search of the Calls page in Chromium: words typed in the calls' search find the
 * calls whose transcript holds any form of them, in English and in Spanish, with the words marked
 * in the list and in the transcript the call opens on; the Messages tab's search finds the
 * conversations the same way.
 */

const { openAs } = useBrowserSessions();

const CLIENT = { email: 'client@lato.test', name: 'Grace Okafor' };

type Numbers = { id: number; friendly_name: string }[];
type CallPage = { count: number; results: { id: number; match?: { parts: { text: string; hit: boolean }[] } }[] };

describe('searching transcripts and messages', () => {
  it('finds calls by any form of the words said, marks them in the list and in the transcript, in English and in Spanish', async () => {
    const token = await accessTokenOf(CLIENT.email);
    const numbers = await callApi<Numbers>(token, '/api/v1/calls_service/chats/twilio-numbers/');
    const frontDesk = numbers.find((n) => n.friendly_name.includes('Front desk'))!;
    const madrid = numbers.find((n) => n.friendly_name.includes('Madrid'))!;
    // "instalment" is said only as "instalments": the stem finds it.
    const found = await callApi<CallPage>(token, `/api/v1/calls_service/chats/calls/?twilio_number=${frontDesk.id}&search=instalment`);
    expect(found.count).toBeGreaterThan(0);

    const page = await openAs(CLIENT.email, CLIENT.name);
    await page.goto(`/dashboard/calls?number=${frontDesk.id}`);
    // The page writes the number's business into the address first.
    await page.waitForURL(/org=/);
    await page.getByTestId('call-row').first().waitFor();
    await page.getByRole('textbox', { name: 'Search summaries and transcripts' }).fill('instalment');
    await page.waitForURL(/q=instalment/);
    await expect.poll(() => page.getByTestId('call-row').count()).toBe(found.results.length);
    const match = page.getByTestId('call-match').first();
    expect(await match.locator('mark').first().textContent()).toBe('instalments');

    await page
      .getByTestId('call-row')
      .first()
      .getByRole('button', { name: /^Open the call with/ })
      .click();
    const transcript = page.getByRole('list', { name: 'Transcript' });
    const foundTurn = transcript.locator('[data-found]');
    await foundTurn.waitFor();
    expect(await foundTurn.locator('mark').first().textContent()).toBe('instalments');
    expect(await foundTurn.isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    // In Spanish: "urgencia" finds "urgencias".
    await page.goto(`/dashboard/calls?number=${madrid.id}&q=urgencia`);
    const spanish = page.getByTestId('call-match').first();
    await spanish.waitFor();
    expect(await spanish.locator('mark').first().textContent()).toBe('urgencias');
  });

  it('finds the conversations whose messages hold the words, and says when none does', async () => {
    const token = await accessTokenOf(CLIENT.email);
    const numbers = await callApi<Numbers>(token, '/api/v1/calls_service/chats/twilio-numbers/');
    const frontDesk = numbers.find((n) => n.friendly_name.includes('Front desk'))!;
    const page = await openAs(CLIENT.email, CLIENT.name);
    await page.goto(`/dashboard/calls?number=${frontDesk.id}&tab=messages`);
    const conversations = page.getByRole('navigation', { name: 'Conversations' }).getByTestId('conversation');
    await conversations.first().waitFor();
    const all = await conversations.count();

    await page.getByRole('textbox', { name: 'Search the messages' }).fill('appointments');
    await expect.poll(async () => (await conversations.count()) < all).toBe(true);
    for (const row of await conversations.all())
      expect((await row.locator('mark').first().textContent())?.toLowerCase()).toBe('appointment');

    await page.getByRole('textbox', { name: 'Search the messages' }).fill('zebra crossing');
    await page.getByText('No message has these words.').waitFor();
  });
});
