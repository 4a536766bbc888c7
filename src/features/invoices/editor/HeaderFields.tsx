import { Card, Select, SimpleGrid } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { INVOICE_CURRENCIES, type Billable, type InvoiceCurrency } from '@/api/contract/invoices';
import { organisationListQuery } from '@/features/organisations/shared';
import type { InvoiceForm } from '@machines/invoice-editor/invoice-form';
import '@mantine/dates/styles.css';

/** Who is billed and when: the business, its project, the currency and the dates. */
export function HeaderFields({
  form,
  billable,
  errors,
  dueBeforeIssue,
  disabled,
  lockedClient,
  onEdit,
  onChoose,
}: {
  form: InvoiceForm;
  billable: Billable | null;
  errors: Record<string, string>;
  dueBeforeIssue: string | undefined;
  disabled: boolean;
  /** A saved draft keeps its business. */
  lockedClient: boolean;
  onEdit(change: Partial<InvoiceForm>): void;
  onChoose(organisation: number, project: number | null): void;
}) {
  const { t } = useLingui();
  const organisations = useQuery(organisationListQuery);
  const orgOptions = (organisations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  const projectOptions = (billable?.projects ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <Card withBorder radius="md" padding="lg" component="fieldset" disabled={disabled}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Select
          label={t`Business`}
          required
          searchable
          data={orgOptions}
          value={form.organisation === null ? null : String(form.organisation)}
          disabled={lockedClient}
          error={errors.organisation}
          onChange={(value) => value && onChoose(Number(value), null)}
        />
        <Select
          label={t`Project`}
          clearable
          data={projectOptions}
          value={form.project === null ? null : String(form.project)}
          disabled={form.organisation === null}
          error={errors.project}
          onChange={(value) => form.organisation !== null && onChoose(form.organisation, value ? Number(value) : null)}
        />
        <Select
          label={t`Currency`}
          required
          allowDeselect={false}
          data={[...INVOICE_CURRENCIES]}
          value={form.currency}
          error={errors.currency}
          onChange={(value) => value && onEdit({ currency: value as InvoiceCurrency })}
        />
        <DateInput
          label={t`Issue date`}
          required
          valueFormat="YYYY-MM-DD"
          value={form.issue_date}
          error={errors.issue_date}
          onChange={(value) => value && onEdit({ issue_date: String(value).slice(0, 10) })}
        />
        <DateInput
          label={t`Due date`}
          required
          valueFormat="YYYY-MM-DD"
          value={form.due_date}
          error={errors.due_date ?? dueBeforeIssue}
          onChange={(value) => value && onEdit({ due_date: String(value).slice(0, 10) })}
        />
      </SimpleGrid>
    </Card>
  );
}
