import { and, or, sql } from 'drizzle-orm';
import {
  CONTACT_TAGS_MAX,
  CONTACTS_IMPORT_ERRORS_MAX,
  CONTACTS_IMPORT_PREVIEW_MAX,
  type ContactImportResult,
  type ContactStatus,
} from '@/api/contract/contacts';
import type { Db } from '@server/db/client';
import { contacts, type ContactRow } from '@server/db/schema';
import { conflict } from '@server/src/http/http-errors';
import { isUniqueViolation } from '@server/src/sql/unique-violation';
import type { ImportRow, ReadImport, RowError } from './import-rows';

/** A row as it will be kept: a new contact, or the changes to the one with its phone number or address. */
interface PlannedRow {
  line: number;
  /** The contact it updates; none for a new one. */
  id: number | null;
  name: string;
  phone: string | null;
  email: string | null;
  status: ContactStatus;
  tags: string[];
}

export interface ImportPlan {
  rows: PlannedRow[];
  errors: RowError[];
}

const asJson = (values: readonly unknown[]) => sql`${JSON.stringify(values)}::jsonb`;
const inJson = (values: readonly unknown[]) => sql`(select jsonb_array_elements_text(${asJson(values)}))`;

/** The business's contacts (null: the agency's own) with one of the file's numbers or addresses. */
async function existingContacts(db: Db, organisationId: number | null, rows: readonly ImportRow[], forUpdate: boolean) {
  const phones = rows.flatMap((row) => (row.phone ? [row.phone] : []));
  const emails = rows.flatMap((row) => (row.email ? [row.email] : []));
  if (phones.length === 0 && emails.length === 0) return [];
  // Written as the unique indexes are, so each lookup is one of theirs.
  const query = db
    .select()
    .from(contacts)
    .where(
      and(
        sql`coalesce(${contacts.organisationId}, 0) = ${organisationId ?? 0}`,
        or(sql`${contacts.phone} in ${inJson(phones)}`, sql`${contacts.email} in ${inJson(emails)}`),
      ),
    );
  return forUpdate ? query.for('update') : query;
}

/** The contact's tags, then the row's new ones. */
const mergeTags = (kept: readonly string[], added: readonly string[]) => [...new Set([...kept, ...added])];

/**
 * What each row of the file does: a row with the phone number (first) or the address of a contact
 * there updates it (its name if the row gives one, its status if given, its tags merged; a missing
 * number or address filled in when no other contact holds it); any other row adds a contact. Two
 * rows updating one contact, or tags beyond the limit, refuse the row. `forUpdate` holds the
 * contacts read until the transaction ends (the real run).
 */
export async function planImport(db: Db, organisationId: number | null, read: ReadImport, { forUpdate = false } = {}): Promise<ImportPlan> {
  const existing = await existingContacts(db, organisationId, read.accepted, forUpdate);
  const byPhone = new Map<string, ContactRow>(existing.flatMap((row) => (row.phone ? [[row.phone, row] as const] : [])));
  const byEmail = new Map<string, ContactRow>(existing.flatMap((row) => (row.email ? [[row.email, row] as const] : [])));
  const updated = new Set<number>();
  const rows: PlannedRow[] = [];
  const errors = [...read.errors];

  for (const row of read.accepted) {
    const viaPhone = row.phone ? byPhone.get(row.phone) : undefined;
    const match = viaPhone ?? (row.email ? byEmail.get(row.email) : undefined);
    if (!match) {
      rows.push({ ...row, id: null, status: row.status ?? 'new' });
      continue;
    }
    const tags = mergeTags(match.tags, row.tags);
    if (updated.has(match.id)) errors.push({ line: row.line, column: viaPhone ? 'phone' : 'email', code: 'duplicate_in_file' });
    else if (tags.length > CONTACT_TAGS_MAX) errors.push({ line: row.line, column: 'tags', code: 'too_long' });
    else {
      updated.add(match.id);
      const emailFree = row.email !== null && !byEmail.has(row.email);
      rows.push({
        line: row.line,
        id: match.id,
        name: row.name || match.name,
        phone: match.phone ?? row.phone,
        email: match.email ?? (emailFree ? row.email : null),
        status: row.status ?? match.status,
        tags,
      });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}

/** The answer to an import, run or dry. */
export function importResult(read: ReadImport, plan: ImportPlan, dryRun: boolean): ContactImportResult {
  return {
    dry_run: dryRun,
    rows: read.rows,
    created: plan.rows.filter((row) => row.id === null).length,
    updated: plan.rows.filter((row) => row.id !== null).length,
    errors: plan.errors.slice(0, CONTACTS_IMPORT_ERRORS_MAX),
    rejected: new Set(plan.errors.map((error) => error.line)).size,
    preview: plan.rows.slice(0, CONTACTS_IMPORT_PREVIEW_MAX).map((row) => ({
      line: row.line,
      name: row.name,
      phone: row.phone,
      email: row.email,
      status: row.status,
      tags: row.tags,
      action: row.id === null ? ('create' as const) : ('update' as const),
    })),
  };
}

/** The planned rows as a record set of the statement's own (one parameter, whatever the file's size). */
const recordSet = (rows: readonly PlannedRow[]) =>
  sql`jsonb_to_recordset(${asJson(rows)}) as v(id integer, name text, phone text, email text, status text, tags jsonb)`;
const tagsOf = sql`array(select t from jsonb_array_elements_text(v.tags) with ordinality as e(t, n) order by n)`;

/**
 * Writes the plan: the new contacts (source `import`, first and last seen now, no interaction yet)
 * and the changes, in two statements. Give it the transaction the plan was made in.
 */
export async function writeImport(db: Db, organisationId: number | null, plan: ImportPlan, now: Date) {
  const created = plan.rows.filter((row) => row.id === null);
  const changed = plan.rows.filter((row) => row.id !== null);
  const at = sql`${now.toISOString()}::timestamptz`;
  try {
    if (created.length > 0)
      await db.execute(sql`
        insert into contacts (organisation_id, name, phone, email, source, status, tags, interactions, first_seen_at, last_seen_at, created_at, updated_at)
        select ${organisationId}::integer, v.name, v.phone, v.email, 'import', v.status, ${tagsOf}, 0, ${at}, ${at}, ${at}, ${at}
        from ${recordSet(created)}`);
    if (changed.length > 0)
      await db.execute(sql`
        update contacts set name = v.name, phone = v.phone, email = v.email, status = v.status, tags = ${tagsOf}, updated_at = ${at}
        from ${recordSet(changed)} where contacts.id = v.id`);
  } catch (error) {
    // A call or a text made the contact of one of the file's numbers while it was read.
    if (isUniqueViolation(error)) throw conflict('A contact of this file was added meanwhile; import it again.');
    throw error;
  }
}
