import { useState } from 'react';
import { Alert, Button, Card, Center, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { organisationListQuery } from '@/features/organisations/shared';
import { INVOICE_NOTES_MAX } from '@/api/contract/invoices';
import { invoiceTotals } from '@/api/contract/invoice-totals';
import type { InvoiceEditorActor } from '@machines/invoice-editor/invoice-editor.machine';
import type { EditorLine, InvoiceForm } from '@machines/invoice-editor/invoice-form';
import { useSayProblem } from '@/i18n/use-say-problem';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { INVOICE_CODE_MESSAGES } from '@/features/invoices/labels';
import { AddLineMenu } from './AddLineMenu';
import { HeaderFields } from './HeaderFields';
import { LineCard } from './LineCard';
import { TotalsPanel } from './TotalsPanel';
import { invoiceFieldMessages } from './field-errors';

/** The invoice someone sent meanwhile (or opened here already sent): nothing to edit, the invoice to open. */
function NotDraft({ id, number, onOpen }: { id: number | null; number: string | null; onOpen(id: number): void }) {
  return (
    <Alert color="orange" title={<Trans>This invoice is no longer a draft</Trans>} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          <Trans>Someone sent it meanwhile, so it can no longer be edited.</Trans>
        </Text>
        {id !== null && (
          <Button onClick={() => onOpen(id)}>{number ? <Trans>Open the invoice {number}</Trans> : <Trans>Open the invoice</Trans>}</Button>
        )}
      </Stack>
    </Alert>
  );
}

/** The invoice's editor on screen: loading, a failed read, no longer a draft, or the form with its totals and buttons. */
export function InvoiceEditorScreen({ actor, onOpenInvoice }: { actor: InvoiceEditorActor; onOpenInvoice(id: number): void }) {
  const { t, i18n } = useLingui();
  const sayProblem = useSayProblem();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const [confirming, setConfirming] = useState(false);
  const organisations = useQuery(organisationListQuery);
  if (snapshot.matches('loading'))
    return (
      <Center py={60}>
        <Spinner label={t`Loading the invoice editor`} />
      </Center>
    );
  if (snapshot.matches('loadFailed')) return <RetryAlert message={context.problem!} onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (snapshot.matches('notDraft')) return <NotDraft id={context.invoiceId} number={context.number} onOpen={onOpenInvoice} />;

  const { form, number } = context;
  const busy = !snapshot.matches('editing') && !snapshot.matches('saved');
  const dirty = snapshot.matches({ editing: 'dirty' });
  const edit = (change: Partial<InvoiceForm>) => actor.send({ type: 'EDIT', form: { ...form, ...change } });
  const setLines = (lines: EditorLine[]) => edit({ lines });
  const totals = invoiceTotals(form.lines, form.currency);
  const errors = invoiceFieldMessages(context.fieldErrors);
  const dueBeforeIssue = form.due_date < form.issue_date ? i18n._(INVOICE_CODE_MESSAGES.due_before_issue) : undefined;
  const canSave = form.organisation !== null && form.lines.length > 0 && !dueBeforeIssue;
  const business = organisations.data?.find((o) => o.id === form.organisation)?.name ?? '';

  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        {number ? t`Invoice ${number}` : t`New invoice`}
      </Title>
      <HeaderFields
        form={form}
        billable={context.billable}
        errors={errors}
        dueBeforeIssue={dueBeforeIssue}
        disabled={busy}
        lockedClient={context.invoiceId !== null}
        onEdit={edit}
        onChoose={(organisation, project) => actor.send({ type: 'CHOOSE', organisation, project })}
      />
      <Stack gap="sm" component="section" aria-label={t`Lines`}>
        <Title order={3} fz="h4">
          <Trans>Lines</Trans>
        </Title>
        {form.lines.length === 0 && (
          <Text c="dimmed" size="sm">
            <Trans>Add a line to bill</Trans>
          </Text>
        )}
        {form.lines.map((line, index) => (
          <LineCard
            key={line.key}
            line={line}
            index={index}
            currency={form.currency}
            amounts={totals.lines[index]}
            errors={errors}
            disabled={busy}
            onChange={(changed) => setLines(form.lines.map((l, i) => (i === index ? changed : l)))}
            onRemove={() => setLines(form.lines.filter((_, i) => i !== index))}
          />
        ))}
        <AddLineMenu
          billable={context.billable}
          organisation={form.organisation}
          lines={form.lines}
          disabled={busy || form.organisation === null}
          onAdd={(lines) => setLines([...form.lines, ...lines])}
        />
      </Stack>
      <TotalsPanel totals={totals} currency={form.currency} />
      <Card withBorder radius="md" padding="lg" component="fieldset" disabled={busy}>
        <Stack>
          <Textarea
            label={t`Notes`}
            autosize
            minRows={2}
            maxLength={INVOICE_NOTES_MAX}
            value={form.notes}
            onChange={(e) => edit({ notes: e.currentTarget.value })}
            error={errors.notes}
          />
          <Textarea
            label={t`Terms`}
            autosize
            minRows={2}
            maxLength={INVOICE_NOTES_MAX}
            value={form.terms}
            onChange={(e) => edit({ terms: e.currentTarget.value })}
            error={errors.terms}
          />
        </Stack>
      </Card>
      <Paper withBorder shadow="sm" radius="md" p="sm" pos="sticky" bottom={12} style={{ zIndex: 5 }}>
        <Stack gap="xs">
          {context.problem && (
            <Alert color="red" role="alert" p="xs">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{sayProblem(context.problem)}</Text>
                {context.retry && (
                  <Button size="xs" variant="light" color="red" onClick={() => actor.send({ type: 'RETRY' })}>
                    <Trans>Try again</Trans>
                  </Button>
                )}
              </Group>
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c={dirty ? 'orange' : 'dimmed'} role="status">
              {dirty ? (
                <Trans>Unsaved changes</Trans>
              ) : snapshot.matches('saved') ? (
                <Trans>Draft saved</Trans>
              ) : snapshot.matches('sent') ? (
                <Trans>Invoice sent</Trans>
              ) : snapshot.matches('savingDraft') || snapshot.matches('creatingAndSending') ? (
                <Trans>Saving…</Trans>
              ) : (
                <Trans>No changes</Trans>
              )}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={!dirty || !canSave}
                loading={snapshot.matches('savingDraft')}
                onClick={() => actor.send({ type: 'SAVE_DRAFT' })}
              >
                <Trans>Save draft</Trans>
              </Button>
              <Button disabled={!canSave || busy} loading={snapshot.matches('creatingAndSending')} onClick={() => setConfirming(true)}>
                <Trans>Create and send</Trans>
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Send this invoice?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Text size="sm">
          <Trans>
            Sending is final: the invoice is stored as a PDF and e-mailed to the owners of {business}, and can no longer be edited.
          </Trans>
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              setConfirming(false);
              actor.send({ type: 'SEND' });
            }}
          >
            <Trans>Send to {business}</Trans>
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
