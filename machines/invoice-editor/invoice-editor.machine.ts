import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { Billable, Invoice } from '@/api/contract/invoices';
import type { FieldErrors } from '@/api/contract/errors';
import { toApiError } from '@/api/api-error';
import { problemOf, type Problem } from '@/api/problem';
import { mustProvide } from '@machines/shared/must-provide';
import { defaultCurrency, formOf, newForm, readyToSave, reasonsStillStanding, sameForm, type InvoiceForm } from './invoice-form';

export * from './invoice-form';

export const INVOICE_EDITOR_FAILURES = {
  load: msg`Could not load the invoice.`,
  billable: msg`Could not load what this business can be billed for.`,
  save: msg`The invoice could not be saved. Nothing was lost: try again.`,
  refused: msg`Check the highlighted fields.`,
};

export interface InvoiceEditorInput {
  /** A draft to edit; else a new invoice. */
  id: number | null;
  /** What a new invoice starts from (the address's `organisation` and `project`). */
  organisation: number | null;
  project: number | null;
  /** Today's calendar date, the new invoice's issue date. */
  today: string;
}

/** What the editor opens on: the draft (null for a new invoice) and what its business can be billed for (null with no business chosen). */
export interface EditorStart {
  invoice: Invoice | null;
  billable: Billable | null;
}

export interface SaveInvoiceRequest {
  /** The draft saved before (replaced), or null to create it. */
  id: number | null;
  form: InvoiceForm;
}

/** What failed and may be asked again as it was: the draft saved, the invoice sent, or the business's billable data. */
export type Retry = 'draft' | 'send' | 'billable';

export interface InvoiceEditorContext {
  invoiceId: number | null;
  /** `INV-2026-0001` once the server has numbered it. */
  number: string | null;
  form: InvoiceForm;
  /** The form as the server last had it (or a new invoice's start): unsaved when the form differs. */
  baseline: InvoiceForm;
  billable: Billable | null;
  problem: Problem | null;
  /** The server's refusal, per field path (`lines.3.unit_minor`), until that field changes. */
  fieldErrors: FieldErrors;
  retry: Retry | null;
}

export type InvoiceEditorEvent =
  | { type: 'EDIT'; form: InvoiceForm }
  /** Another business or project: what they can be billed for is read again. */
  | { type: 'CHOOSE'; organisation: number; project: number | null }
  | { type: 'SAVE_DRAFT' }
  /** Confirmed by the person: sending is final. */
  | { type: 'SEND' }
  | { type: 'RETRY' };

export type InvoiceEditorEmitted = { type: 'saved'; invoice: Invoice } | { type: 'sent'; invoice: Invoice };

const refusedCode = (error: unknown) => {
  const { code, fieldErrors } = toApiError(error);
  return code === 'invoice_not_draft' || Object.values(fieldErrors).flat().includes('invoice_not_draft');
};
/** A refusal of what the form holds (400): the person changes the fields; asking again as it is would not help. */
const refusedFields = (error: unknown) => toApiError(error).status === 400;

/** After a failed save or send: the form as it was, with why, and what a retry would ask again. */
const failed = (retry: Retry) =>
  [
    { guard: 'sentMeanwhile', target: '#invoiceEditor.notDraft', actions: 'forgetAll' },
    { guard: 'changed', target: '#invoiceEditor.editing.dirty', actions: { type: 'keepFailure', params: retry } },
    { target: '#invoiceEditor.editing.clean', actions: { type: 'keepFailure', params: retry } },
  ] as const;

/**
 * An invoice's editor: a draft read from the server (or a new invoice, its business and project
 * from the address), edited in a form (unsaved while it differs from what the server holds),
 * saved as a draft (which stays editable and is announced, so the address can name it) or
 * created and sent (final: announced so the page opens the invoice). A refusal of the fields
 * comes back on them; someone sending the draft meanwhile ends the editing; any other failure
 * keeps the form as it is and offers to try again.
 */
export const invoiceEditorMachine = setup({
  types: {
    context: {} as InvoiceEditorContext,
    events: {} as InvoiceEditorEvent,
    emitted: {} as InvoiceEditorEmitted,
    input: {} as InvoiceEditorInput,
  },
  actors: {
    loadEditor: mustProvide<EditorStart, { id: number | null; organisation: number | null; project: number | null }>('loadEditor'),
    loadBillable: mustProvide<Billable, { organisation: number; project: number | null }>('loadBillable'),
    saveDraft: mustProvide<Invoice, SaveInvoiceRequest>('saveDraft'),
    createAndSend: mustProvide<Invoice, SaveInvoiceRequest>('createAndSend'),
  },
  guards: {
    backToBaseline: ({ context, event }) => event.type === 'EDIT' && sameForm(withClient(event.form, context.form), context.baseline),
    changesSomething: ({ context, event }) => event.type === 'EDIT' && !sameForm(withClient(event.form, context.form), context.form),
    ready: ({ context }) => readyToSave(context.form),
    changed: ({ context }) => !sameForm(context.form, context.baseline),
    // A save or send asked again needs what any save needs (the line may have been removed since).
    retrying: ({ context }, retry: Retry) => context.retry === retry && (retry === 'billable' || readyToSave(context.form)),
    sentMeanwhile: ({ event }) => refusedCode((event as unknown as { error: unknown }).error),
  },
  actions: {
    takeEdit: assign(({ context, event }) => {
      const form = withClient((event as Extract<InvoiceEditorEvent, { type: 'EDIT' }>).form, context.form);
      return { form, fieldErrors: reasonsStillStanding(context.fieldErrors, context.form, form) };
    }),
    choose: assign(({ context, event }) => {
      const { organisation, project } = event as Extract<InvoiceEditorEvent, { type: 'CHOOSE' }>;
      // A phase or task belongs to its project: lines billing another project's keep their words, typed by hand.
      const lines =
        project === context.form.project
          ? context.form.lines
          : context.form.lines.map((line) =>
              line.phase || line.task ? { ...line, source: 'manual' as const, phase: null, task: null } : line,
            );
      return { form: { ...context.form, organisation, project, lines }, problem: null, retry: null };
    }),
    keepFailure: assign(({ event }, retry: Retry) => {
      const error = (event as unknown as { error: unknown }).error;
      if (refusedFields(error))
        return { problem: problemOf(error, INVOICE_EDITOR_FAILURES.refused), fieldErrors: toApiError(error).fieldErrors, retry: null };
      return { problem: problemOf(error, INVOICE_EDITOR_FAILURES.save), retry };
    }),
    forgetFailure: assign({ problem: null, retry: null }),
    forgetAll: assign({ problem: null, retry: null, fieldErrors: {} }),
  },
}).createMachine({
  id: 'invoiceEditor',
  context: ({ input }) => {
    const form = newForm(input.today, input.organisation, input.organisation === null ? null : input.project);
    return {
      invoiceId: input.id,
      number: null,
      form,
      baseline: form,
      billable: null,
      problem: null,
      fieldErrors: {},
      retry: null,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadEditor',
        src: 'loadEditor',
        input: ({ context }) => ({ id: context.invoiceId, organisation: context.form.organisation, project: context.form.project }),
        onDone: [
          {
            guard: ({ event }) => event.output.invoice !== null && event.output.invoice.status !== 'draft',
            target: 'notDraft',
            actions: assign({ number: ({ event }) => event.output.invoice!.number }),
          },
          {
            target: 'editing',
            actions: assign(({ context, event }) => {
              const { invoice, billable } = event.output;
              const form = invoice ? formOf(invoice) : { ...context.form, currency: defaultCurrency(billable) };
              return { form, baseline: form, billable, number: invoice?.number ?? null, problem: null };
            }),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ problem: ({ event }) => problemOf(event.error, INVOICE_EDITOR_FAILURES.load) }),
        },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'forgetFailure' } } },

    /** The form, as the server holds it (clean) or changed (dirty); a failure's reason shows until the next attempt. */
    editing: {
      initial: 'clean',
      on: {
        EDIT: [
          { guard: 'backToBaseline', target: '.clean', actions: 'takeEdit' },
          { guard: 'changesSomething', target: '.dirty', actions: 'takeEdit' },
        ],
        CHOOSE: {
          guard: ({ context, event }) => event.organisation !== context.form.organisation || event.project !== context.form.project,
          target: 'loadingBillable',
          actions: 'choose',
        },
        SEND: { guard: 'ready', target: 'creatingAndSending', actions: 'forgetFailure' },
        RETRY: [
          { guard: { type: 'retrying', params: 'draft' }, target: 'savingDraft', actions: 'forgetFailure' },
          { guard: { type: 'retrying', params: 'send' }, target: 'creatingAndSending', actions: 'forgetFailure' },
          { guard: { type: 'retrying', params: 'billable' }, target: 'loadingBillable', actions: 'forgetFailure' },
        ],
      },
      states: {
        clean: {},
        dirty: { on: { SAVE_DRAFT: { guard: 'ready', target: '#invoiceEditor.savingDraft', actions: 'forgetFailure' } } },
      },
    },

    /** Another business or project chosen: its projects, phases, tasks and products are read. */
    loadingBillable: {
      invoke: {
        id: 'loadBillable',
        src: 'loadBillable',
        input: ({ context }) => ({ organisation: context.form.organisation!, project: context.form.project }),
        onDone: [
          {
            guard: 'changed',
            target: 'editing.dirty',
            actions: assign(({ context, event }) => ({
              billable: event.output,
              // A new invoice takes its business's currency until it bills something.
              form: context.form.lines.length === 0 ? { ...context.form, currency: defaultCurrency(event.output) } : context.form,
            })),
          },
          { target: 'editing.clean', actions: assign({ billable: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: 'changed',
            target: 'editing.dirty',
            actions: assign({ problem: ({ event }) => problemOf(event.error, INVOICE_EDITOR_FAILURES.billable), retry: 'billable' }),
          },
          {
            target: 'editing.clean',
            actions: assign({ problem: ({ event }) => problemOf(event.error, INVOICE_EDITOR_FAILURES.billable), retry: 'billable' }),
          },
        ],
      },
    },

    savingDraft: {
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => ({ id: context.invoiceId, form: context.form }),
        onDone: {
          target: 'saved',
          actions: [
            assign(({ context, event }) => ({
              invoiceId: event.output.id,
              number: event.output.number,
              baseline: context.form,
              fieldErrors: {},
              problem: null,
            })),
            emit(({ event }) => ({ type: 'saved' as const, invoice: event.output })),
          ],
        },
        onError: failed('draft'),
      },
    },

    creatingAndSending: {
      invoke: {
        id: 'createAndSend',
        src: 'createAndSend',
        input: ({ context }) => ({ id: context.invoiceId, form: context.form }),
        onDone: {
          target: 'sent',
          actions: [
            assign(({ event }) => ({ invoiceId: event.output.id, number: event.output.number, fieldErrors: {}, problem: null })),
            emit(({ event }) => ({ type: 'sent' as const, invoice: event.output })),
          ],
        },
        onError: failed('send'),
      },
    },

    /** Saved as a draft just now: still editable, and says so until the next change. */
    saved: {
      on: {
        EDIT: { guard: 'changesSomething', target: 'editing.dirty', actions: 'takeEdit' },
        CHOOSE: {
          guard: ({ context, event }) => event.organisation !== context.form.organisation || event.project !== context.form.project,
          target: 'loadingBillable',
          actions: 'choose',
        },
        SEND: { target: 'creatingAndSending' },
      },
    },

    /** Sent: final; the page opens the invoice. */
    sent: {},

    /** The invoice is no longer a draft (someone sent it meanwhile): nothing to edit, the invoice to open. */
    notDraft: {},
  },
});

/** An edit of the form's fields: the business and project change only by CHOOSE, which reads their data. */
function withClient(form: InvoiceForm, current: InvoiceForm): InvoiceForm {
  return { ...form, organisation: current.organisation, project: current.project };
}

export type InvoiceEditorActor = ActorRefFrom<typeof invoiceEditorMachine>;
export type InvoiceEditorSnapshot = SnapshotFrom<typeof invoiceEditorMachine>;
