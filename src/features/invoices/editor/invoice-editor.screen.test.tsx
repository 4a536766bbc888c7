import { sayProblem } from '@/api/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type Actor, type AnyMachineSnapshot } from 'xstate';
import { invoiceTotals } from '@/api/contract/invoice-totals';
import type { InvoiceCurrency } from '@/api/contract/invoices';
import { organisationsApi } from '@/features/organisations/shared';
import { invoiceEditorMachine, type InvoiceEditorSnapshot } from '@machines/invoice-editor/invoice-editor.machine';
import { invoiceEditorModel } from '@machines/invoice-editor/invoice-editor.paths';
import { MODEL_BILLABLE, MODEL_INPUT, MODEL_LINE, MODEL_ORGANISATION, MODEL_PROJECT } from '@machines/invoice-editor/demo-invoices';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import type { ModelEvent } from '@machines/testing/qa';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { renderWithProviders } from '@tests/render';
import { formatters } from '@/ui/format';
import { InvoiceEditorScreen } from './InvoiceEditorScreen';
import { invoiceFieldMessages } from './field-errors';

// A generated path takes up to eight steps, each a real gesture on the whole form and a check of it.
vi.setConfig({ testTimeout: 30_000 });

const ACTORS = ['loadEditor', 'loadBillable', 'saveDraft', 'createAndSend'] as const;
const started: Actor<any>[] = [];
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  started.splice(0).forEach((actor) => actor.stop());
});

const money = formatters('en').money;

async function render(): Promise<Rendered> {
  vi.spyOn(organisationsApi, 'list').mockResolvedValue([
    { ...MODEL_ORGANISATION, people: 2, numbers: 1, projects: 1, created_at: '2026-01-01T00:00:00Z' },
  ]);
  const harness = controlledActors(ACTORS);
  const actor = createActor(invoiceEditorMachine.provide({ actors: harness.actors }), { input: MODEL_INPUT }).start();
  started.push(actor);
  renderWithProviders(<InvoiceEditorScreen actor={actor} onOpenInvoice={() => {}} />);
  await screen.findByLabelText('Loading the invoice editor');
  return { actor, harness };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[%]/g, '\\$&')}`) });
const button = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');

async function typeInto(name: string, text: string) {
  await userEvent.clear(field(name));
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

/** An amount as the screen shows it: Intl's spaces are the text matcher's plain ones. */
const shown = (text: string) => text.replace(/\s+/g, ' ');

/** The form shows the expected lines and the total invoiceTotals gives them. */
async function showsForm(expected: AnyMachineSnapshot) {
  const { form } = (expected as InvoiceEditorSnapshot).context;
  const total = invoiceTotals(form.lines, form.currency).total_minor;
  await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent(shown(money(total, form.currency))));
  expect(screen.queryAllByTestId('invoice-line')).toHaveLength(form.lines.length);
  form.lines.forEach((line, i) => expect(field(`Description ${i + 1}`)).toHaveValue(line.description));
  expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue(form.project === MODEL_PROJECT.id ? MODEL_PROJECT.name : '');
}

function showsProblem(expected: AnyMachineSnapshot) {
  const { problem, retry, fieldErrors } = (expected as InvoiceEditorSnapshot).context;
  if (!problem) return expect(screen.queryByRole('alert')).toBeNull();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(sayProblem(problem));
  if (retry) expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  else expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  const said = invoiceFieldMessages(fieldErrors)['lines.0.unit_minor'];
  if (said) expect(field('Unit price 1')).toHaveAccessibleDescription(said);
}

describe('invoice editor: generated paths on the rendered screen', () => {
  testPathsOnScreen({
    model: invoiceEditorModel,
    root: invoiceEditorMachine.root,
    render,
    gestures: {
      RETRY: async () => userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!),
      EDIT: async (_, event: ModelEvent) => {
        const { lines } = event.form as InvoiceEditorSnapshot['context']['form'];
        if (lines.length === 0) return userEvent.click(button('Remove line 1'));
        await userEvent.click(button('Add line'));
        await userEvent.click(await screen.findByRole('menuitem', { name: 'Typed line', hidden: true }));
        await typeInto('Description 1', MODEL_LINE.description);
        await typeInto('Quantity 1', '3');
        await typeInto('Unit price 1', '120.50');
        await typeInto('Discount % 1', '10');
        await typeInto('Tax % 1', '21');
      },
      CHOOSE: async () => {
        await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
        await userEvent.click(await screen.findByRole('option', { name: MODEL_PROJECT.name, hidden: true }));
      },
      SAVE_DRAFT: async () => userEvent.click(button('Save draft')),
      SEND: async () => {
        await userEvent.click(button('Create and send'));
        await userEvent.click(await screen.findByRole('button', { name: `Send to ${MODEL_ORGANISATION.name}` }));
      },
    },
    screens: {
      loading: async () => {
        expect(await screen.findByLabelText('Loading the invoice editor')).toBeInTheDocument();
      },
      loadFailed: async (_, expected) => {
        expect(await screen.findByRole('alert')).toHaveTextContent(sayProblem((expected as InvoiceEditorSnapshot).context.problem!));
        expect(screen.queryByTestId('total')).toBeNull();
      },
      'editing.clean': async (_, expected) => {
        await showsForm(expected);
        expect(status()).toHaveTextContent('No changes');
        expect(button('Save draft')).toBeDisabled();
        showsProblem(expected);
      },
      'editing.dirty': async (_, expected) => {
        await showsForm(expected);
        expect(status()).toHaveTextContent('Unsaved changes');
        const { form } = (expected as InvoiceEditorSnapshot).context;
        if (form.lines.length > 0) expect(button('Save draft')).toBeEnabled();
        showsProblem(expected);
      },
      loadingBillable: async (_, expected) => {
        await showsForm(expected);
        expect(button('Add line')).toBeDisabled();
      },
      savingDraft: async (_, expected) => {
        await showsForm(expected);
        expect(button('Save draft')).toHaveAttribute('data-loading', 'true');
      },
      creatingAndSending: async (_, expected) => {
        await showsForm(expected);
        expect(button('Create and send')).toHaveAttribute('data-loading', 'true');
      },
      saved: async (_, expected) => {
        await showsForm(expected);
        expect(status()).toHaveTextContent('Draft saved');
        expect(button('Save draft')).toBeDisabled();
        expect(screen.getByRole('heading', { name: `Invoice ${(expected as InvoiceEditorSnapshot).context.number}` })).toBeVisible();
      },
      sent: async (_, expected) => {
        await showsForm(expected);
        expect(status()).toHaveTextContent('Invoice sent');
      },
      notDraft: async () => {
        expect(await screen.findByRole('alert')).toHaveTextContent('This invoice is no longer a draft');
        expect(screen.queryByTestId('total')).toBeNull();
      },
    },
  });
});

describe('invoice editor: live totals and what Save draft sends', () => {
  async function loaded(currency: InvoiceCurrency) {
    const rendered = await render();
    const products = currency === 'USD' ? MODEL_BILLABLE.products : [{ id: 3, name: 'Setup', unit_minor: 1000, currency }];
    rendered.harness.settle('loadEditor', (d) => d.resolve({ invoice: null, billable: { ...MODEL_BILLABLE, products } }));
    await flush();
    await screen.findByTestId('total');
    await userEvent.click(button('Add line'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Typed line', hidden: true }));
    return rendered;
  }

  it.each([
    // currency, quantity, unit price typed, discount %, tax %
    ['USD', '3', '120.50', '10', '21'],
    ['USD', '7', '0.15', '12.5', '8.25'],
    ['JPY', '3', '1999', '15', '10'],
    ['KWD', '4', '12.345', '2.5', '5'],
  ] as const)(
    'in %s: quantity %s at %s, %s per cent off and %s per cent tax come to what invoiceTotals says',
    async (currency, quantity, price, off, tax) => {
      const { actor } = await loaded(currency);
      await typeInto('Description 1', 'Work');
      await typeInto('Quantity 1', quantity);
      await typeInto('Unit price 1', price);
      await typeInto('Discount % 1', off);
      await typeInto('Tax % 1', tax);
      const [whole, fraction = ''] = price.split('.');
      const exponent = { USD: 2, JPY: 0, KWD: 3 }[currency];
      const unit_minor = Number(`${whole}${fraction.padEnd(exponent, '0')}`);
      const rate = (text: string) => Math.round(Number(text) * 100);
      const line = { quantity: Number(quantity), unit_minor, discount_bp: rate(off), tax_bp: rate(tax) };
      expect((actor.getSnapshot() as InvoiceEditorSnapshot).context.form.lines[0]).toMatchObject(line);
      const totals = invoiceTotals([line], currency);
      await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent(shown(money(totals.total_minor, currency))));
      expect(screen.getByTestId('subtotal')).toHaveTextContent(shown(money(totals.subtotal_minor, currency)));
      expect(screen.getByTestId('discount')).toHaveTextContent(shown(money(-totals.discount_minor, currency)));
      expect(screen.getByTestId(`tax-${line.tax_bp}`)).toHaveTextContent(shown(money(totals.tax_minor, currency)));
      expect(screen.getByTestId('line-amount')).toHaveTextContent(shown(money(totals.lines[0]!.net_minor, currency)));
    },
  );

  it('sends the draft as typed, in minor units and basis points', async () => {
    const { harness } = await loaded('USD');
    await typeInto('Description 1', 'Design hours');
    await typeInto('Quantity 1', '3');
    await typeInto('Unit price 1', '19.99');
    await typeInto('Tax % 1', '21');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Thanks!');
    await userEvent.click(button('Save draft'));
    const sent = harness.calls.find((c) => c.id === 'saveDraft')!.input as { id: null; form: InvoiceEditorSnapshot['context']['form'] };
    expect(sent.id).toBeNull();
    expect(sent.form).toMatchObject({
      organisation: MODEL_ORGANISATION.id,
      currency: 'USD',
      notes: 'Thanks!',
      lines: [{ source: 'manual', description: 'Design hours', quantity: 3, unit_minor: 1999, discount_bp: 0, tax_bp: 2100 }],
    });
  });

  it('says a due date before the issue date is wrong on the due date, and saves nothing', async () => {
    const { actor, harness } = await loaded('USD');
    await typeInto('Description 1', 'Design hours');
    const { form } = (actor.getSnapshot() as InvoiceEditorSnapshot).context;
    actor.send({ type: 'EDIT', form: { ...form, due_date: '2026-11-01' } });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Due date/ })).toHaveAccessibleDescription(
        'The due date cannot be before the issue date.',
      ),
    );
    expect(button('Save draft')).toBeDisabled();
    expect(button('Create and send')).toBeDisabled();
    expect(harness.calls.map((c) => c.id)).toEqual(['loadEditor']);
  });
});
