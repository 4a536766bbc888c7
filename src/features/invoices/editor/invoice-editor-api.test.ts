import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { queryClient } from '@/api/query-client';
import { MODEL_BILLABLE, MODEL_INPUT, MODEL_LINE, invoiceFor } from '@machines/invoice-editor/demo-invoices';
import type { InvoiceEditorInput } from '@machines/invoice-editor/invoice-editor.machine';
import type { InvoiceForm } from '@machines/invoice-editor/invoice-form';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { invoiceEditorWithApi } from './InvoiceEditorPage';

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

async function editing(input: InvoiceEditorInput = MODEL_INPUT) {
  const actor = createActor(invoiceEditorWithApi, { input }).start();
  await waitFor(actor, (s) => s.matches('editing'));
  return actor;
}

describe('the invoice editor’s calls', () => {
  it('reads the business’s billable data for a new invoice, and creates the draft with the form’s body', async () => {
    const billable = vi.spyOn(invoicesApi, 'billable').mockResolvedValue(MODEL_BILLABLE);
    const actor = await editing();
    expect(billable).toHaveBeenCalledWith(MODEL_INPUT.organisation, undefined);
    const form: InvoiceForm = { ...actor.getSnapshot().context.form, lines: [MODEL_LINE], notes: 'Thanks!' };
    const create = vi.spyOn(invoicesApi, 'create').mockResolvedValue(invoiceFor(form, 'draft'));
    actor.send({ type: 'EDIT', form });
    actor.send({ type: 'SAVE_DRAFT' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(create).toHaveBeenCalledWith({
      organisation: MODEL_INPUT.organisation,
      project: null,
      currency: 'USD',
      issue_date: MODEL_INPUT.today,
      due_date: '2026-12-26',
      notes: 'Thanks!',
      terms: '',
      lines: [
        {
          source: 'manual',
          product: null,
          phase: null,
          task: null,
          number: null,
          usage_month: null,
          usage_metric: null,
          description: 'Design hours',
          quantity: 3,
          unit_minor: 12_050,
          discount_bp: 1000,
          tax_bp: 2100,
        },
      ],
      send: false,
    });
    actor.stop();
  });

  it('saves an edited draft, then sends it; a new invoice is created and sent in one call', async () => {
    const draftForm: InvoiceForm = { ...invoiceForm(), lines: [MODEL_LINE] };
    const draft = invoiceFor(draftForm, 'draft');
    vi.spyOn(invoicesApi, 'invoice').mockResolvedValue(draft);
    vi.spyOn(invoicesApi, 'billable').mockResolvedValue(MODEL_BILLABLE);
    const update = vi.spyOn(invoicesApi, 'update').mockResolvedValue(draft);
    const send = vi.spyOn(invoicesApi, 'send').mockResolvedValue({ ...draft, status: 'sent' });
    const actor = await editing({ ...MODEL_INPUT, id: draft.id });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(update).toHaveBeenCalledWith(
      draft.id,
      expect.objectContaining({ send: false, lines: [expect.objectContaining({ unit_minor: 12_050 })] }),
    );
    expect(send).toHaveBeenCalledWith(draft.id);
    actor.stop();

    const create = vi.spyOn(invoicesApi, 'create').mockResolvedValue({ ...draft, status: 'sent' });
    const fresh = await editing();
    fresh.send({ type: 'EDIT', form: { ...fresh.getSnapshot().context.form, lines: [MODEL_LINE] } });
    fresh.send({ type: 'SEND' });
    await waitFor(fresh, (s) => s.matches('sent'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ send: true }));
    fresh.stop();
  });
});

function invoiceForm(): InvoiceForm {
  return {
    organisation: MODEL_INPUT.organisation,
    project: null,
    currency: 'USD',
    issue_date: MODEL_INPUT.today,
    due_date: '2026-12-26',
    notes: '',
    terms: '',
    lines: [],
  };
}
