import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/api-error';
import { problemInSource } from '@/api/problem';
import { invoiceTotals } from '@/api/contract/invoice-totals';
import { signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, answerOf, transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { invoiceEditorMachine, type InvoiceEditorSnapshot } from './invoice-editor.machine';
import type { InvoiceForm } from './invoice-form';
import {
  MODEL_BILLABLE,
  MODEL_INPUT,
  MODEL_LINE,
  MODEL_LOGIN,
  MODEL_ORGANISATION,
  MODEL_PROJECT,
  MODEL_PROJECT_BILLABLE,
  invoiceFor,
} from './demo-invoices';

const serverError = new ApiError('boom', 500, 'server_error', 'Internal server error.');
/** The server refusing a line's price the form let through. */
export const PRICE_REFUSED = new ApiError('Bad Request', 400, 'validation_error', 'Check the highlighted fields.', {
  'lines.0.unit_minor': ['too_large'],
});
/** Someone sent the draft meanwhile. */
export const NOT_DRAFT = new ApiError('Conflict', 409, 'invoice_not_draft', 'This invoice is no longer a draft.', {
  non_field_errors: ['invoice_not_draft'],
});

const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: ApiError): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });

/** The person's gestures, and the demo's answers to the call under way. */
function events(state: AnyMachineSnapshot): ModelEvent[] {
  const { context } = state as InvoiceEditorSnapshot;
  const withLine: InvoiceForm = { ...context.form, lines: [MODEL_LINE] };
  const list: ModelEvent[] = [
    { type: 'RETRY' },
    { type: 'EDIT', form: withLine },
    { type: 'EDIT', form: { ...context.form, lines: [] } },
    { type: 'CHOOSE', organisation: MODEL_ORGANISATION.id, project: MODEL_PROJECT.id },
    { type: 'SAVE_DRAFT' },
    { type: 'SEND' },
  ];
  if (state.matches('loading'))
    list.push(done('loadEditor', { invoice: null, billable: MODEL_BILLABLE }), failed('loadEditor', serverError));
  if (state.matches('loadingBillable')) list.push(done('loadBillable', MODEL_PROJECT_BILLABLE), failed('loadBillable', serverError));
  // Only a draft saved before can have been sent meanwhile (from another tab).
  const saved = context.invoiceId !== null;
  if (state.matches('savingDraft'))
    list.push(
      done('saveDraft', invoiceFor(context.form, 'draft')),
      failed('saveDraft', PRICE_REFUSED),
      failed('saveDraft', serverError),
      ...(saved ? [failed('saveDraft', NOT_DRAFT)] : []),
    );
  if (state.matches('creatingAndSending'))
    list.push(
      done('createAndSend', invoiceFor(context.form, 'sent')),
      failed('createAndSend', serverError),
      ...(saved ? [failed('createAndSend', NOT_DRAFT)] : []),
    );
  return list;
}

/** The states whose every transition a path takes: the machine state, lines or none, saved once or not, what a retry asks. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as InvoiceEditorSnapshot;
  return JSON.stringify([snapshot.value, context.form.lines.length, context.invoiceId !== null, context.retry]);
};

const waiting = (state: AnyMachineSnapshot) =>
  state.matches('loading') || state.matches('loadingBillable') || state.matches('savingDraft') || state.matches('creatingAndSending');

const money = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);

/** The form as the tester reads it: the business, the project, the lines and the total. */
function describeForm({ form, number }: InvoiceEditorSnapshot['context']): string {
  const totals = invoiceTotals(form.lines, form.currency);
  // The demo numbers invoices as they come: the checklist names the draft's number by its form.
  const title = number ? '"Invoice INV-…" (the draft\'s number)' : '"New invoice"';
  const project = form.project === MODEL_PROJECT.id ? `, Project "${MODEL_PROJECT.name}"` : '';
  const lines =
    form.lines.length === 0
      ? 'no lines, "Add a line to bill"'
      : form.lines.map((l) => `the line "${l.description}" × ${l.quantity} (${money(totals.lines[0]!.net_minor)})`).join(', ');
  return `${title} for ${MODEL_ORGANISATION.name}${project}, ${form.currency}; ${lines}; total ${money(totals.total_minor)}`;
}

const withProblem = (snapshot: InvoiceEditorSnapshot, text: string) => {
  const { problem, retry, fieldErrors } = snapshot.context;
  const marked = fieldErrors['lines.0.unit_minor'] ? ' and the line\'s "Unit price" marked "This number is too large."' : '';
  const notes = problem ? `; an error saying "${problemInSource(problem)}"${retry ? ' with "Try again"' : ''}${marked}` : '';
  return `${text}${notes}.`;
};

export const invoiceEditorModel: QaModel = {
  id: 'invoice-editor',
  title: 'Invoice editor',
  setup:
    `${signInAs(MODEL_LOGIN)} and open Accounts › Create invoice for ${MODEL_ORGANISATION.name} ` +
    `(/dashboard/create-invoice?organisation=${MODEL_ORGANISATION.id}); the business has the project "${MODEL_PROJECT.name}". ` +
    'A path that saves or sends leaves its invoice in the demo: the next path starts a new invoice.',
  paths: () => transitionCoverPaths(invoiceEditorMachine, { events, serializeState, input: MODEL_INPUT, waiting }),
  step(event, before) {
    const snapshot = before as InvoiceEditorSnapshot;
    switch (event.type) {
      case 'RETRY':
        return 'Click "Try again".';
      case 'EDIT':
        return (event.form as InvoiceForm).lines.length > 0
          ? `Click "Add line" › "Typed line", and type "${MODEL_LINE.description}", Quantity 3, Unit price 120.50, Discount 10, Tax 21.`
          : 'Click "Remove" on the line.';
      case 'CHOOSE':
        return `Choose the Project "${MODEL_PROJECT.name}".`;
      case 'SAVE_DRAFT':
        return 'Click "Save draft".';
      case 'SEND':
        return `Click "Create and send", then "Send to ${MODEL_ORGANISATION.name}" to confirm.`;
      case 'xstate.done.actor.loadEditor':
        return 'Wait for the editor to load.';
      case 'xstate.done.actor.loadBillable':
        return 'Wait for the project’s phases and tasks to load.';
      case 'xstate.done.actor.saveDraft':
        return 'Wait for the draft to be saved.';
      case 'xstate.done.actor.createAndSend':
        return 'Wait for the invoice to be sent.';
      case 'xstate.error.actor.saveDraft':
      case 'xstate.error.actor.createAndSend':
        if (event.error === NOT_DRAFT)
          return 'See it refused: this path needs the draft sent from another tab (Invoice list › the draft › Send) before the click above.';
        if (event.error === PRICE_REFUSED) return 'Let the server refuse the line’s price the form let through.';
        return snapshot.matches('savingDraft')
          ? 'Let the draft fail to save (stop the server before it answers).'
          : 'Let the sending fail.';
      default:
        return 'Let the request fail (stop the server before it answers).';
    }
  },
  expect(state) {
    const snapshot = state as InvoiceEditorSnapshot;
    const { context } = snapshot;
    if (snapshot.matches('loading')) return 'the invoice editor with a loading indicator.';
    if (snapshot.matches('loadFailed')) return `an error saying "${problemInSource(context.problem!)}" with "Try again".`;
    if (snapshot.matches('notDraft'))
      return `"This invoice is no longer a draft" (someone sent it meanwhile) with "Open the invoice"${context.number ? ' and its number' : ''}.`;
    if (snapshot.matches('sent')) return 'the invoice\'s details page (/dashboard/invoice-details), and a toast "Invoice sent".';
    const form = describeForm(context);
    if (snapshot.matches('loadingBillable')) return `${form}, the form busy while the project loads.`;
    if (snapshot.matches('savingDraft')) return `${form}, "Save draft" busy.`;
    if (snapshot.matches('creatingAndSending')) return `${form}, "Create and send" busy.`;
    if (snapshot.matches('saved'))
      return `${form}; "Draft saved" (and a toast saying so), the address now naming the draft (?id=…); "Save draft" disabled.`;
    if (snapshot.matches({ editing: 'dirty' })) return withProblem(snapshot, `${form}; "Unsaved changes" with "Save draft" enabled`);
    return withProblem(snapshot, `${form}; "No changes" with "Save draft" disabled`);
  },
  waiting,
  outOfReach(event) {
    if (event.error === PRICE_REFUSED) return OUT_OF_REACH.failure;
    if (event.error === NOT_DRAFT) return undefined;
    return answerOf(event)?.ok === false ? OUT_OF_REACH.failure : undefined;
  },
};
