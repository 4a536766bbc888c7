import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { accessTokenOf, callApi } from './api';
import { cutFields } from './measure';
import { useBrowserSessions } from './session';

const { openAs } = useBrowserSessions();

const customers = (page: Page) => page.getByTestId('call-row').locator('td:first-child').allTextContents();

describe('Lato AI calls', () => {
  it('lets the demo client switch numbers, filter the calls (kept in the address) and open one', async () => {
    const page = await openAs('client@lato.test', 'Grace Okafor');
    await page.waitForURL('**/dashboard/calls');
    await page.getByTestId('call-row').first().waitFor();
    await expect.poll(() => customers(page)).toHaveLength(20);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'No answer' }).click();
    await page.waitForURL(/status=no_answer/);
    await expect
      .poll(async () => new Set(await page.getByTestId('call-row').locator('td:nth-child(3)').allTextContents()))
      .toEqual(new Set(['No answer']));

    await page.getByRole('combobox', { name: 'Phone number' }).click();
    await page.getByRole('option', { name: /Clínica Okafor Madrid/ }).click();
    await page.waitForURL(/number=\d+/);
    await expect.poll(async () => (await customers(page)).every((c) => c.startsWith('+34'))).toBe(true);

    // The address keeps it all: a reload shows the same number and filter.
    await page.reload();
    await page.getByTestId('call-row').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Phone number' }).inputValue()).toContain('Clínica Okafor Madrid');
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('No answer');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await page.getByTestId('call-row').first().getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Summary').waitFor();
    expect(await drawer.textContent()).toMatch(/[a-z]{4,}/);
  });

  it('shows the second client only their own number', async () => {
    const page = await openAs('client2@lato.test', 'Hugo Bernard');
    await page.waitForURL('**/dashboard/calls');
    await page.getByTestId('call-row').first().waitFor();
    await page.getByRole('combobox', { name: 'Phone number' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Bernard Plumbing · +44 20 7946 0000']);
    expect((await customers(page)).every((c) => c.startsWith('+44'))).toBe(true);
    await page.keyboard.press('Escape');

    // Another client's number in the address: their own is shown, and the address follows.
    const numbersOf = async (email: string) =>
      callApi<{ id: number }[]>(await accessTokenOf(email), '/api/v1/calls_service/chats/twilio-numbers/');
    const [others, own] = [(await numbersOf('client@lato.test'))[0]!.id, (await numbersOf('client2@lato.test'))[0]!.id];
    for (const path of ['/dashboard/calls', '/dashboard/settings']) {
      await page.goto(`${path}?number=${others}`);
      await page.waitForURL((url) => url.searchParams.get('number') === String(own));
      expect(await page.getByRole('combobox', { name: 'Phone number' }).inputValue()).toBe('Bernard Plumbing · +44 20 7946 0000');
    }
  });

  it('shows every filter whole in Spanish, right to left', async () => {
    const page = await openAs('client2@lato.test', 'Hugo Bernard');
    // This browser's own choices, as the settings drawer and the language menu store them.
    await page.evaluate(() => {
      localStorage.setItem('language', 'es');
      localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' }));
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Llamadas', level: 1 }).waitFor();
    await page.getByTestId('call-row').first().waitFor();
    expect(await cutFields(page)).toEqual([]);
    expect(await page.locator('main input[placeholder]').count()).toBeGreaterThanOrEqual(5);
  });

  it('shows each outcome whole, and each summary in its own direction, in Spanish, right to left', async () => {
    const page = await openAs('client@lato.test', 'Grace Okafor');
    await page.evaluate(() => {
      localStorage.setItem('language', 'es');
      localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' }));
    });
    // The longest outcome's label, "Mensaje tomado", which the table used to squeeze.
    await page.goto(page.url().replace(/\/dashboard.*$/, '/dashboard/calls?outcome=message_taken'));
    await page.getByTestId('call-row').first().waitFor();
    const outcomes = await page
      .getByTestId('call-row')
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) => labels.map((label) => ({ text: label.textContent, cut: label.scrollWidth > label.clientWidth })));
    expect(outcomes.length).toBeGreaterThan(0);
    expect(outcomes).toEqual(outcomes.map(() => ({ text: 'Mensaje tomado', cut: false })));
    // The demo summaries are English: laid out left to right, so a cut one ends in "…" after its
    // last word instead of losing its first letters.
    const directions = await page
      .getByTestId('call-summary')
      .evaluateAll((summaries) => summaries.map((summary) => summary.matches(':dir(ltr)')));
    expect(directions.length).toBe(outcomes.length);
    expect(directions).not.toContain(false);
  });
});

interface CallRow {
  id: number;
  customer_phone_number: string;
  started_at: string;
}

describe('Lato AI transcripts, messages and settings', () => {
  it('reads a long transcript further as the client scrolls down it', async () => {
    const token = await accessTokenOf('client@lato.test');
    const [number] = await callApi<{ id: number }[]>(token, '/api/v1/calls_service/chats/twilio-numbers/');
    const { results } = await callApi<{ results: CallRow[] }>(
      token,
      `/api/v1/calls_service/chats/calls/?twilio_number=${number!.id}&page_size=100`,
    );
    let long: CallRow | undefined;
    for (const call of results) {
      const transcript = await callApi<{ count: number }>(token, `/api/v1/calls_service/chats/logs/?call_id=${call.id}`);
      if (transcript.count > 20) {
        long = call;
        break;
      }
    }
    expect(long, 'the demo data has a call longer than a transcript page').toBeDefined();

    const page = await openAs('client@lato.test', 'Grace Okafor');
    const day = long!.started_at.slice(0, 10);
    await page.goto(
      `/dashboard/calls?number=${number!.id}&customer=${encodeURIComponent(long!.customer_phone_number)}&from=${day}&to=${day}`,
    );
    await page.getByTestId('call-row').first().waitFor();
    await page.getByTestId('call-row').first().getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByTestId('transcript-turn').first().waitFor();
    await expect.poll(() => drawer.getByTestId('transcript-turn').count()).toBe(20);
    await drawer.getByTestId('transcript-turn').last().scrollIntoViewIfNeeded();
    await expect.poll(() => drawer.getByTestId('transcript-turn').count()).toBeGreaterThan(20);
  });

  it('lets the client read a conversation, answer it, and start a new one', async () => {
    const page = await openAs('client@lato.test', 'Grace Okafor');
    await page.getByRole('tab', { name: 'Messages' }).click();
    await page.waitForURL(/tab=messages/);
    await page.getByTestId('conversation').first().click();
    await page.waitForURL(/thread=%2B/);
    await page.getByTestId('chat-message').first().waitFor();

    const reply = `We can see you at 10:30 tomorrow (${Date.now()}).`;
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(reply);
    await page.keyboard.press('Enter');
    const sent = page.getByTestId('chat-message').filter({ hasText: reply });
    await sent.waitFor();
    // This server has no Twilio account: the message is kept, marked as not sent.
    expect(await sent.textContent()).toContain('Not sent: no Twilio account');

    // The address keeps the open conversation: a reload shows the reply there.
    await page.reload();
    await page.getByTestId('chat-message').filter({ hasText: reply }).waitFor();
    expect(await page.getByTestId('conversation').first().textContent()).toContain(reply);

    await page.getByRole('button', { name: 'New message' }).click();
    await page.getByRole('textbox', { name: "Customer's phone number" }).fill('not a number');
    await page.getByRole('button', { name: 'Open the conversation' }).click();
    await page.getByText('Enter a valid phone number').waitFor();
    await page.getByRole('textbox', { name: "Customer's phone number" }).fill('(415) 555-0177');
    await page.getByRole('button', { name: 'Open the conversation' }).click();
    await page.waitForURL(/thread=%2B14155550177/);
    await page.getByText('No messages yet. Write the first one below.').waitFor();
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello from Okafor Dental: your results are ready.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('conversation').filter({ hasText: '+1 415 555 0177' }).waitFor();
    // The list says who wrote the last message in the thread's words: this one is the client's own.
    expect(await page.getByTestId('conversation').filter({ hasText: '+1 415 555 0177' }).textContent()).toContain('You:');

    // Back returns through the conversations opened and the tab, not out of the app.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('thread') !== '+14155550177');
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/dashboard/calls' && !url.searchParams.has('tab'));
    await page.getByRole('tab', { name: 'Calls', selected: true }).waitFor();
  });

  it('saves the assistant settings, keeps them after a reload, and warns before unsaved changes are left', async () => {
    const token = await accessTokenOf('client@lato.test');
    const numbers = await callApi<{ id: number; friendly_name: string }[]>(token, '/api/v1/calls_service/chats/twilio-numbers/');
    const madrid = numbers.find((n) => n.friendly_name.includes('Madrid'))!;
    const before = await callApi<Record<string, unknown>>(token, `/api/v1/calls_service/settings/${madrid.id}/`);
    try {
      const page = await openAs('client@lato.test', 'Grace Okafor');
      await page.goto(`/dashboard/settings?number=${madrid.id}`);
      const name = page.getByRole('textbox', { name: 'Assistant name' });
      await name.waitFor();
      await name.fill('Marta');
      await page.getByRole('switch', { name: 'Saturday' }).check({ force: true });
      await page.getByRole('button', { name: 'Add a question' }).click();
      await page
        .getByRole('textbox', { name: /^Question \d+$/ })
        .last()
        .fill('¿Tienen aparcamiento?');
      await page
        .getByRole('textbox', { name: /^Answer \d+$/ })
        .last()
        .fill('Sí, en la calle de atrás.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();

      await page.reload();
      await name.waitFor();
      expect(await name.inputValue()).toBe('Marta');
      expect(await page.getByRole('switch', { name: 'Saturday' }).isChecked()).toBe(true);
      expect(
        await page
          .getByRole('textbox', { name: /^Question \d+$/ })
          .last()
          .inputValue(),
      ).toBe('¿Tienen aparcamiento?');

      await name.fill('Marta Ruiz');
      await page.getByRole('link', { name: 'Calls' }).first().click();
      const warning = page.getByRole('dialog', { name: 'Leave without saving?' });
      await warning.waitFor();
      await warning.getByRole('button', { name: 'Stay on this page' }).click();
      expect(page.url()).toContain('/dashboard/settings');
      expect(await name.inputValue()).toBe('Marta Ruiz');
    } finally {
      const { twilio_number: _n, updated_at: _u, ...fields } = before;
      await callApi(token, `/api/v1/calls_service/settings/${madrid.id}/`, { method: 'PUT', body: fields });
    }
  });

  it('lets the client try the assistant from the settings page, and finds the test call and SMS marked Test', async () => {
    // Open around the clock for this test, so the greeting does not depend on when it runs.
    const token = await accessTokenOf('client@lato.test');
    const [number] = await callApi<{ id: number }[]>(token, '/api/v1/calls_service/chats/twilio-numbers/');
    const settingsPath = `/api/v1/calls_service/settings/${number!.id}/`;
    const { twilio_number: _n, updated_at: _u, ...before } = await callApi<Record<string, unknown>>(token, settingsPath);
    const allDay = { open: '00:00', close: '23:59' };
    const business_hours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, allDay]));
    await callApi(token, settingsPath, { method: 'PUT', body: { ...before, business_hours } });
    onTestFinished(() => callApi(token, settingsPath, { method: 'PUT', body: before }));

    const page = await openAs('client@lato.test', 'Grace Okafor');
    await page.goto('/dashboard/settings');
    await page.getByRole('heading', { name: 'Try your assistant' }).waitFor();
    await page.getByRole('button', { name: 'Start a test call' }).click();
    const lines = page.getByTestId('test-call-line');
    await lines.first().waitFor();
    expect(await lines.first().textContent()).toContain('How can I help you?');
    await page.getByRole('textbox', { name: 'What you say' }).fill('Where do I park?');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await lines.last().textContent()) ?? '').toContain('Fifth Street garage');
    await page.getByRole('button', { name: 'Hang up' }).click();
    await page.getByRole('status').filter({ hasText: 'Call ended' }).waitFor();

    await page.getByRole('tab', { name: 'SMS' }).click();
    await page.getByRole('textbox', { name: 'Text the number' }).fill('Do you see children?');
    await page.getByRole('button', { name: 'Send test SMS' }).click();
    await page.getByTestId('test-sms-reply').filter({ hasText: 'Yes, from age three.' }).waitFor();

    await page.goto('/dashboard/calls');
    const newest = page.getByTestId('call-row').first();
    await newest.waitFor();
    expect(await newest.textContent()).toMatch(/\+1 500 555 0006.*Test/);
    await page.getByRole('checkbox', { name: 'Hide test calls' }).check();
    await page.waitForURL(/tests=hide/);
    await expect.poll(async () => (await page.getByTestId('call-row').first().textContent()) ?? '').not.toContain('+1 500 555 0006');

    await page.getByRole('tab', { name: 'Messages' }).click();
    const test = page.getByTestId('conversation').filter({ hasText: '+1 500 555 0006' });
    await test.waitFor();
    expect(await test.textContent()).toContain('Test');
  });
});
