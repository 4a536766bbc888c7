import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
  CONTACT_STATUSES,
  CONTACT_TAGS_MAX,
  CONTACTS_IMPORT_ROWS_MAX,
  contactTag,
  type ContactImportRowCode,
  type ContactStatus,
} from '@/api/contract/contacts';
import { E164_SHAPE } from '@/api/contract/lato-ai-values';
import { z } from '@/api/contract/zod';
import { fieldError } from '@server/src/http/http-errors';
import { readCsv } from './csv-reader';

/** A row of the file as it will be kept: phone in E.164, e-mail in lower case, tags as the contract writes them. */
export interface ImportRow {
  line: number;
  name: string;
  phone: string | null;
  email: string | null;
  /** Null when the file gives none: a new contact is `new`, a contact there keeps its own. */
  status: ContactStatus | null;
  tags: string[];
}

export interface RowError {
  line: number;
  column: string;
  code: ContactImportRowCode;
}

/** The columns the import reads; the file's others (source, owner, the dates an export writes) are the product's own. */
const READ_COLUMNS = ['name', 'phone', 'email', 'status', 'tags'] as const;
type ReadColumn = (typeof READ_COLUMNS)[number];

const email = z.email().max(CONTACT_EMAIL_MAX);
const FORMULA_DEFUSED = /^'[=+\-@\t\r]/;

// oxlint-disable-next-line no-control-regex -- taking them out is the point (PostgreSQL's text holds no NUL).
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * A cell as typed: one line, trimmed, without control characters, and without the apostrophe an
 * export puts before what a spreadsheet would run as a formula.
 */
function cleanCell(text: string | undefined): string {
  const cell = (text ?? '').replace(/\s+/g, ' ').replace(CONTROL_CHARACTERS, '').trim();
  return FORMULA_DEFUSED.test(cell) ? cell.slice(1) : cell;
}

/** A phone number in E.164; written without a country code it is read as a US one, `00` as `+`. */
function phoneOf(text: string): string | undefined {
  const parsed = parsePhoneNumberFromString(text.replace(/^00/, '+'), 'US');
  return parsed?.isValid() && E164_SHAPE.test(parsed.number) ? parsed.number : undefined;
}

/**
 * The headers people's spreadsheets and other tools write for each column read, in English and
 * Spanish, as letters only ("E-mail", "Phone number", "Teléfono" all count).
 */
const HEADER_NAMES: Record<ReadColumn, readonly string[]> = {
  name: ['name', 'fullname', 'contact', 'contactname', 'nombre', 'nombrecompleto'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'mobilephone', 'cell', 'telefono', 'movil'],
  email: ['email', 'emailaddress', 'mail', 'correo', 'correoelectronico'],
  status: ['status', 'estado'],
  tags: ['tags', 'tag', 'labels', 'etiquetas'],
};
const headerKey = (title: string) =>
  cleanCell(title)
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Where each column read sits in the file, from its header (any case, spelling or order; the first of a kind wins). */
function columnsOf(header: string[]): Partial<Record<ReadColumn, number>> {
  const positions: Partial<Record<ReadColumn, number>> = {};
  header.forEach((title, index) => {
    const key = headerKey(title);
    const name = READ_COLUMNS.find((column) => HEADER_NAMES[column].includes(key));
    if (name && positions[name] === undefined) positions[name] = index;
  });
  return positions;
}

type Checked = { row: ImportRow; errors: [] } | { row: null; errors: RowError[] };

/** One record checked: the row to keep, or every reason it cannot be. */
function checkRecord(line: number, cellOf: (column: ReadColumn) => string): Checked {
  const errors: RowError[] = [];
  // One problem per column of a row, the first found: a list of bad tags is one mistake to fix.
  const fail = (column: ReadColumn, code: ContactImportRowCode) => {
    if (!errors.some((error) => error.column === column)) errors.push({ line, column, code });
  };

  const name = cellOf('name');
  if (name.length > CONTACT_NAME_MAX) fail('name', 'too_long');

  const phoneText = cellOf('phone');
  const phone = phoneText ? phoneOf(phoneText) : null;
  if (phone === undefined) fail('phone', 'invalid_phone');

  const emailText = cellOf('email').toLowerCase();
  if (emailText.length > CONTACT_EMAIL_MAX) fail('email', 'too_long');
  else if (emailText && !email.safeParse(emailText).success) fail('email', 'invalid_email');
  if (!phoneText && !emailText) fail('phone', 'phone_or_email_required');

  const statusText = cellOf('status').toLowerCase();
  const status = statusText ? CONTACT_STATUSES.find((known) => known === statusText) : null;
  if (status === undefined) fail('status', 'invalid_status');

  const tags = new Set<string>();
  for (const piece of cellOf('tags').split(',')) {
    if (!piece.trim()) continue;
    const tag = contactTag.safeParse(piece);
    if (tag.success) tags.add(tag.data);
    else fail('tags', 'invalid_tag');
  }
  if (tags.size > CONTACT_TAGS_MAX) fail('tags', 'too_long');

  if (errors.length > 0) return { row: null, errors };
  return { row: { line, name, phone: phone ?? null, email: emailText || null, status: status ?? null, tags: [...tags] }, errors: [] };
}

export interface ReadImport {
  /** Rows read, the header left out. */
  rows: number;
  /** The rows that can be kept, in the file's order. */
  accepted: ImportRow[];
  /** Why the others cannot, in the file's order. */
  errors: RowError[];
}

/**
 * The rows of a CSV file to import, each checked on its own, and a second row with the phone number
 * or address of an earlier one refused as a duplicate. A file the import cannot read at all (no
 * header, no phone and no e-mail column, more than CONTACTS_IMPORT_ROWS_MAX rows) answers 400 on `file`.
 */
export function readImportFile(text: string): ReadImport {
  const [header, ...records] = readCsv(text);
  if (!header) throw fieldError('file', 'empty_file');
  if (records.length > CONTACTS_IMPORT_ROWS_MAX) throw fieldError('file', 'too_large');
  const columns = columnsOf(header.cells);
  if (columns.phone === undefined && columns.email === undefined) throw fieldError('file', 'invalid_format');

  const accepted: ImportRow[] = [];
  const errors: RowError[] = [];
  const phones = new Set<string>();
  const emails = new Set<string>();
  for (const { line, cells } of records) {
    const checked = checkRecord(line, (column) => {
      const index = columns[column];
      return index === undefined ? '' : cleanCell(cells[index]);
    });
    if (!checked.row) {
      errors.push(...checked.errors);
      continue;
    }
    const { row } = checked;
    const repeated: RowError[] = [];
    if (row.phone && phones.has(row.phone)) repeated.push({ line, column: 'phone', code: 'duplicate_in_file' });
    if (row.email && emails.has(row.email)) repeated.push({ line, column: 'email', code: 'duplicate_in_file' });
    if (repeated.length > 0) {
      errors.push(...repeated);
      continue;
    }
    if (row.phone) phones.add(row.phone);
    if (row.email) emails.add(row.email);
    accepted.push(row);
  }
  return { rows: records.length, accepted, errors };
}
