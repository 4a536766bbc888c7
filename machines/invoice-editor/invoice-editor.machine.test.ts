// @vitest-environment node
import { problemSays } from '@tests/problem-says';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { addDays, bodyOf, invoiceEditorMachine, type InvoiceEditorInput, type InvoiceForm } from './invoice-editor.machine';
import { NOT_DRAFT, PRICE_REFUSED, invoiceEditorModel } from './invoice-editor.paths';
import {
  MODEL_BILLABLE,
  MODEL_INPUT,
  MODEL_LINE,
  MODEL_NEW_FORM,
  MODEL_PROJECT,
  MODEL_PROJECT_BILLABLE,
  invoiceFor,
} from './demo-invoices';

const ACTORS = ['loadEditor', 'loadBillable', 'saveDraft', 'createAndSend'] as const;
type Harness = ReturnType<typeof controlledActors<(typeof ACTORS)[number]>>;

let actor: Actor<typeof invoiceEditorMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

function start(input: InvoiceEditorInput = MODEL_INPUT) {
  const harness = controlledActors(ACTORS);
  actor = createActor(invoiceEditorMachine.provide({ actors: harness.actors }), { input }).start();
  return harness;
}

async function answer(harness: Harness, id: (typeof ACTORS)[number], output: unknown) {
  harness.settle(id, (d) => d.resolve(output));
  await flush();
}
async function refuse(harness: Harness, id: (typeof ACTORS)[number], error: unknown) {
  harness.settle(id, (d) => d.reject(error));
  await flush();
}

const WITH_LINE: InvoiceForm = { ...MODEL_NEW_FORM, lines: [MODEL_LINE] };

async function editing() {
  const harness = start();
  await answer(harness, 'loadEditor', { invoice: null, billable: MODEL_BILLABLE });
  actor!.send({ type: 'EDIT', form: WITH_LINE });
  return harness;
}

describe('invoice editor machine: generated paths', () => {
  testGeneratedPaths({ root: invoiceEditorMachine.root, model: invoiceEditorModel, start: () => ({ harness: start(), actor: actor! }) });
});

describe('invoice editor machine: behaviour', () => {
  it('starts a new invoice today, due in thirty days, in its business’s currency, with nothing unsaved', async () => {
    const harness = start({ ...MODEL_INPUT, today: '2026-12-15' });
    expect(harness.calls).toEqual([{ id: 'loadEditor', input: { id: null, organisation: MODEL_INPUT.organisation, project: null } }]);
    await answer(harness, 'loadEditor', {
      invoice: null,
      billable: { ...MODEL_BILLABLE, products: [{ id: 1, name: 'x', unit_minor: 5, currency: 'EUR' }] },
    });
    const { context, value } = actor!.getSnapshot();
    expect(value).toEqual({ editing: 'clean' });
    expect(context.form).toMatchObject({ issue_date: '2026-12-15', due_date: '2027-01-14', currency: 'EUR', lines: [] });
    expect(addDays('2028-02-15', 30)).toBe('2028-03-16');
  });

  it('opens a draft as the server holds it, and an invoice sent meanwhile as no longer a draft', async () => {
    const draft = invoiceFor(WITH_LINE, 'draft');
    let harness = start({ ...MODEL_INPUT, id: draft.id });
    await answer(harness, 'loadEditor', { invoice: draft, billable: MODEL_BILLABLE });
    expect(actor!.getSnapshot().value).toEqual({ editing: 'clean' });
    expect(bodyOf(actor!.getSnapshot().context.form, false)).toEqual(bodyOf(WITH_LINE, false));
    expect(actor!.getSnapshot().context.number).toBe('INV-2026-0007');
    actor!.stop();
    harness = start({ ...MODEL_INPUT, id: draft.id });
    await answer(harness, 'loadEditor', { invoice: { ...draft, status: 'sent' }, billable: MODEL_BILLABLE });
    expect(actor!.getSnapshot().value).toBe('notDraft');
  });

  it('saves a new draft, then the same draft by its id, and is clean once saved', async () => {
    const harness = await editing();
    actor!.send({ type: 'SAVE_DRAFT' });
    expect(harness.calls.at(-1)).toEqual({ id: 'saveDraft', input: { id: null, form: WITH_LINE } });
    const announced: number[] = [];
    actor!.on('saved', (event) => announced.push(event.invoice.id));
    await answer(harness, 'saveDraft', invoiceFor(WITH_LINE, 'draft'));
    expect(actor!.getSnapshot().value).toBe('saved');
    expect(announced).toEqual([77]);
    const edited = { ...WITH_LINE, notes: 'Thanks!' };
    actor!.send({ type: 'EDIT', form: edited });
    actor!.send({ type: 'SAVE_DRAFT' });
    expect(harness.calls.at(-1)).toEqual({ id: 'saveDraft', input: { id: 77, form: edited } });
  });

  it('saves nothing without a line, and changes neither business nor project by an edit', async () => {
    const harness = start();
    await answer(harness, 'loadEditor', { invoice: null, billable: MODEL_BILLABLE });
    actor!.send({ type: 'EDIT', form: { ...MODEL_NEW_FORM, notes: 'x' } });
    actor!.send({ type: 'SAVE_DRAFT' });
    actor!.send({ type: 'SEND' });
    expect(actor!.getSnapshot().value).toEqual({ editing: 'dirty' });
    actor!.send({ type: 'EDIT', form: { ...MODEL_NEW_FORM, organisation: 999, project: 5 } });
    expect(actor!.getSnapshot().context.form.organisation).toBe(MODEL_INPUT.organisation);
    expect(harness.calls.map((c) => c.id)).toEqual(['loadEditor']);
  });

  it('keeps a refused field’s reason until that field changes', async () => {
    const harness = await editing();
    actor!.send({ type: 'SAVE_DRAFT' });
    await refuse(harness, 'saveDraft', PRICE_REFUSED);
    expect(actor!.getSnapshot().value).toEqual({ editing: 'dirty' });
    expect(actor!.getSnapshot().context).toMatchObject({
      form: WITH_LINE,
      fieldErrors: { 'lines.0.unit_minor': ['too_large'] },
      problem: problemSays('Check the highlighted fields.'),
      retry: null,
    });
    actor!.send({ type: 'EDIT', form: { ...WITH_LINE, notes: 'x' } });
    expect(actor!.getSnapshot().context.fieldErrors).toEqual({ 'lines.0.unit_minor': ['too_large'] });
    actor!.send({ type: 'EDIT', form: { ...WITH_LINE, notes: 'x', lines: [{ ...MODEL_LINE, unit_minor: 100 }] } });
    expect(actor!.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('keeps the form after a network failure and sends it again as it was', async () => {
    const harness = await editing();
    actor!.send({ type: 'SEND' });
    await refuse(harness, 'createAndSend', new ApiError('offline', undefined, 'network', undefined));
    expect(actor!.getSnapshot().value).toEqual({ editing: 'dirty' });
    expect(actor!.getSnapshot().context).toMatchObject({ form: WITH_LINE, retry: 'send' });
    actor!.send({ type: 'RETRY' });
    expect(harness.calls.at(-1)).toEqual({ id: 'createAndSend', input: { id: null, form: WITH_LINE } });
    const opened: number[] = [];
    actor!.on('sent', (event) => opened.push(event.invoice.id));
    await answer(harness, 'createAndSend', invoiceFor(WITH_LINE, 'sent'));
    expect(actor!.getSnapshot().value).toBe('sent');
    expect(opened).toEqual([77]);
  });

  it('stops editing when someone sent the draft meanwhile', async () => {
    const harness = await editing();
    actor!.send({ type: 'SAVE_DRAFT' });
    await refuse(harness, 'saveDraft', NOT_DRAFT);
    expect(actor!.getSnapshot().value).toBe('notDraft');
  });

  it('reads a chosen project’s phases and tasks, and a line of another project’s phase becomes typed by hand', async () => {
    const harness = await editing();
    const phaseLine = { ...MODEL_LINE, key: 'p', source: 'phase' as const, phase: 5 };
    actor!.send({ type: 'EDIT', form: { ...WITH_LINE, lines: [phaseLine] } });
    actor!.send({ type: 'CHOOSE', organisation: MODEL_INPUT.organisation, project: MODEL_PROJECT.id });
    expect(harness.calls.at(-1)).toEqual({
      id: 'loadBillable',
      input: { organisation: MODEL_INPUT.organisation, project: MODEL_PROJECT.id },
    });
    expect(actor!.getSnapshot().context.form.lines[0]).toMatchObject({
      source: 'manual',
      phase: null,
      description: MODEL_LINE.description,
    });
    await answer(harness, 'loadBillable', MODEL_PROJECT_BILLABLE);
    expect(actor!.getSnapshot().value).toEqual({ editing: 'dirty' });
    expect(actor!.getSnapshot().context.billable).toEqual(MODEL_PROJECT_BILLABLE);
  });
});
