import { useEffect, useRef, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Billable, Invoice } from '@/api/contract/invoices';
import { fetchFresh, queryClient } from '@/api/query-client';
import { bodyOf, invoiceEditorMachine, type EditorStart, type SaveInvoiceRequest } from '@machines/invoice-editor/invoice-editor.machine';
import { showToast } from '@/ui/toast';
import { UnsavedChangesGuard } from '@/ui/UnsavedChangesGuard';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { billableQuery, invoiceKeys, invoiceQuery } from '@/features/invoices/invoice-queries';
import type { EditorSearch } from './editor-search';
import { InvoiceEditorScreen } from './InvoiceEditorScreen';

const today = () => new Date().toISOString().slice(0, 10);

/** The editor wired to the API: a draft and its business's billable data, saved or created and sent. */
export const invoiceEditorWithApi = invoiceEditorMachine.provide({
  actors: {
    loadEditor: fromPromise<EditorStart, { id: number | null; organisation: number | null; project: number | null }>(async ({ input }) => {
      const invoice = input.id === null ? null : await fetchFresh(invoiceQuery(input.id));
      const organisation = invoice?.organisation.id ?? input.organisation;
      const project = invoice ? (invoice.project?.id ?? undefined) : (input.project ?? undefined);
      const billable = organisation === null ? null : await fetchFresh(billableQuery(organisation, project));
      return { invoice, billable };
    }),
    loadBillable: fromPromise<Billable, { organisation: number; project: number | null }>(({ input }) =>
      fetchFresh(billableQuery(input.organisation, input.project ?? undefined)),
    ),
    saveDraft: fromPromise<Invoice, SaveInvoiceRequest>(async ({ input }) => {
      const body = bodyOf(input.form, false);
      const saved = input.id === null ? await invoicesApi.create(body) : await invoicesApi.update(input.id, body);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      return saved;
    }),
    createAndSend: fromPromise<Invoice, SaveInvoiceRequest>(async ({ input }) => {
      // A new invoice is created and sent in one call; a draft is saved as edited, then sent.
      const sent =
        input.id === null
          ? await invoicesApi.create(bodyOf(input.form, true))
          : (await invoicesApi.update(input.id, bodyOf(input.form, false)), await invoicesApi.send(input.id));
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      return sent;
    }),
  },
});

function Editor({ search, onOwnId }: { search: EditorSearch; onOwnId(id: number): void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actor = useActorRef(invoiceEditorWithApi, {
    input: { id: search.id ?? null, organisation: search.organisation ?? null, project: search.project ?? null, today: today() },
  });
  const unsaved = useSelector(actor, (s) => s.matches({ editing: 'dirty' }) || s.matches('savingDraft') || s.matches('creatingAndSending'));
  const state = useSelector(actor, (s) => (s.matches('saved') ? 'saved' : s.matches('sent') ? 'sent' : 'other'));
  const invoiceId = useSelector(actor, (s) => s.context.invoiceId);
  // After the render that lifts the guard: the address names the saved draft, a sent invoice opens.
  // Once per invoice: the effect runs again before the address has changed.
  const moved = useRef<string | null>(null);
  useEffect(() => {
    if (invoiceId === null || moved.current === `${state} ${invoiceId}`) return;
    if (state === 'saved' && search.id !== invoiceId) {
      moved.current = `${state} ${invoiceId}`;
      onOwnId(invoiceId);
      void navigate({ to: '/dashboard/create-invoice', search: { id: invoiceId }, replace: true });
    }
    if (state === 'sent') {
      moved.current = `${state} ${invoiceId}`;
      void navigate({ to: '/dashboard/invoice-details', search: { id: invoiceId } as never });
    }
  }, [state, invoiceId, search.id, navigate, onOwnId]);
  useEffect(() => {
    const saved = actor.on('saved', () => showToast({ color: 'teal', message: t`Draft saved` }));
    const sent = actor.on('sent', () => showToast({ color: 'teal', message: t`Invoice sent` }));
    return () => {
      saved.unsubscribe();
      sent.unsubscribe();
    };
  }, [actor, t]);
  return (
    <>
      <UnsavedChangesGuard when={unsaved} />
      <InvoiceEditorScreen
        actor={actor}
        onOpenInvoice={(id) => void navigate({ to: '/dashboard/invoice-details', search: { id } as never })}
      />
    </>
  );
}

/** /dashboard/create-invoice: a new invoice (its business and project may come in the address) or a draft (`?id=`). */
export function InvoiceEditorPage({ search }: { search: EditorSearch }) {
  const { t } = useLingui();
  // The editor's own draft, once saved, is named in the address without starting the editor again;
  // any other address (the menu's new invoice, another draft) starts it afresh.
  const [own, setOwn] = useState<{ id: number; key: string } | null>(null);
  const key = own && search.id === own.id ? own.key : JSON.stringify(search);
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t`Create invoice`}
      </Title>
      <Editor key={key} search={search} onOwnId={(id) => setOwn({ id, key })} />
    </Stack>
  );
}
