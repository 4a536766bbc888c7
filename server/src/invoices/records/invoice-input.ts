import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { FieldErrors } from '@/api/contract/errors';
import type { InvoiceCurrency, invoiceFields, InvoiceFieldCode } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import { organisations, phases, products, projects, tasks, twilioNumbers } from '@server/db/schema';
import { HttpError } from '@server/src/http/http-errors';
import { readTogether } from '@server/src/sql/read-together';
import type { NewInvoice, NewInvoiceLine } from '@server/src/invoices/issue';
import { invoiceRefusal } from '@server/src/invoices/refusals';
import { invoiceLanguageOf } from './billable';

/*
 * The editor's body checked against the database: the organisation, its project, and what each
 * line names (a product, a phase or task of the project, a number of the organisation). Every
 * reference is read in one query per kind, whatever the number of lines.
 */

export type InvoiceFieldsInput = z.output<typeof invoiceFields>;

/** The invoice's header and lines as issue.ts writes them, from a checked body. */
export type CheckedInvoice = Pick<
  NewInvoice,
  'organisationId' | 'projectId' | 'currency' | 'language' | 'issueDate' | 'dueDate' | 'notes' | 'terms' | 'lines'
>;

/** A 400 carrying every field's code; the answer's code is the first one's, as invoiceRefusal gives it. */
function refusedFields(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]![0]!;
  // The common error codes do not list the area's; the wire takes any code (errorBodySchema).
  return new HttpError(400, 'Some lines name what this invoice cannot bill.', first as never, errors);
}

const ids = (values: readonly (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))];

/** Which of these ids a query finds, as a set (nothing read for none). */
async function found(read: (list: number[]) => Promise<{ id: number }[]>, list: number[]): Promise<Set<number>> {
  return new Set(list.length === 0 ? [] : (await read(list)).map((row) => row.id));
}

/**
 * The body checked: 400 `source_unknown` on `organisation` when it does not exist; `not_of_project`
 * on `project` when the project is not the organisation's, and on `lines.<i>.phase` / `.task` when
 * not of the project; `source_unknown` on `lines.<i>.product` / `.number` for a product that does
 * not exist or a number the organisation does not hold (or a product, phase or task line naming
 * none); `usage_incomplete` on each of a usage line's missing number, month and metric.
 */
export async function checkInvoiceFields(db: Db, fields: InvoiceFieldsInput, now: Date): Promise<CheckedInvoice> {
  const [organisation] = await db
    .select({ id: organisations.id, language: organisations.language })
    .from(organisations)
    .where(eq(organisations.id, fields.organisation));
  if (!organisation) throw invoiceRefusal(400, 'source_unknown', 'This organisation does not exist.', 'organisation');
  const projectId = fields.project;
  const { lines } = fields;
  const [project, knownProducts, projectPhases, projectTasks, heldNumbers] = await readTogether(db, [
    () =>
      projectId === null
        ? Promise.resolve([])
        : db.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, projectId)),
    () =>
      found((list) => db.select({ id: products.id }).from(products).where(inArray(products.id, list)), ids(lines.map((l) => l.product))),
    () =>
      found(
        (list) =>
          db
            .select({ id: phases.id })
            .from(phases)
            .where(and(inArray(phases.id, list), eq(phases.projectId, projectId ?? 0))),
        ids(lines.map((l) => l.phase)),
      ),
    () =>
      found(
        (list) =>
          db
            .select({ id: tasks.id })
            .from(tasks)
            .where(and(inArray(tasks.id, list), eq(tasks.projectId, projectId ?? 0))),
        ids(lines.map((l) => l.task)),
      ),
    () =>
      found(
        (list) =>
          db
            .select({ id: twilioNumbers.id })
            .from(twilioNumbers)
            .where(and(inArray(twilioNumbers.id, list), eq(twilioNumbers.organisationId, organisation.id))),
        ids(lines.map((l) => l.number)),
      ),
  ]);

  const errors: Record<string, InvoiceFieldCode[]> = {};
  const refuse = (field: string, code: InvoiceFieldCode) => (errors[field] = [code]);
  if (projectId !== null && project[0]?.clientId !== organisation.id) refuse('project', 'not_of_project');
  lines.forEach((line, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    if (line.product !== null ? !knownProducts.has(line.product) : line.source === 'product') refuse(at('product'), 'source_unknown');
    if (line.phase !== null && !projectPhases.has(line.phase)) refuse(at('phase'), 'not_of_project');
    else if (line.phase === null && line.source === 'phase') refuse(at('phase'), 'source_unknown');
    if (line.task !== null && !projectTasks.has(line.task)) refuse(at('task'), 'not_of_project');
    else if (line.task === null && line.source === 'task') refuse(at('task'), 'source_unknown');
    if (line.number !== null && !heldNumbers.has(line.number)) refuse(at('number'), 'source_unknown');
    if (line.source === 'usage') {
      if (line.number === null) refuse(at('number'), 'usage_incomplete');
      if (line.usage_month === null) refuse(at('usage_month'), 'usage_incomplete');
      else if (!isMonthOver(line.usage_month, now)) refuse(at('usage_month'), 'usage_month_open');
      if (line.usage_metric === null) refuse(at('usage_metric'), 'usage_incomplete');
    }
  });
  if (Object.keys(errors).length > 0) throw refusedFields(errors);

  return {
    organisationId: organisation.id,
    projectId,
    currency: fields.currency as InvoiceCurrency,
    language: invoiceLanguageOf(organisation),
    issueDate: fields.issue_date,
    dueDate: fields.due_date,
    notes: fields.notes,
    terms: fields.terms,
    lines: lines.map((line): NewInvoiceLine => ({
      source: line.source,
      productId: line.product,
      phaseId: line.phase,
      taskId: line.task,
      numberId: line.number,
      usageMonth: line.usage_month,
      usageMetric: line.usage_metric,
      description: line.description,
      quantity: line.quantity,
      unitMinor: line.unit_minor,
      discountBp: line.discount_bp,
      taxBp: line.tax_bp,
    })),
  };
}

/** Whether a usage month (`YYYY-MM`, UTC) has ended by `now`: a month still running is not billed. */
export function isMonthOver(month: string, now: Date): boolean {
  return month < now.toISOString().slice(0, 7);
}
