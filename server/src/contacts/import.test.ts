import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACTS_IMPORT_ROWS_MAX, type ContactImportResult } from '@/api/contract/contacts';
import { contacts } from '@server/db/schema';
import { callsAs, resetContacts, startContactsWorld, type ContactsWorld, type Person } from './test-kit';

/** The CSV import over the test kit's contacts, written afresh for each test. */

const I = '/api/v1/contacts/import/';
const NOW = new Date('2026-03-10T12:00:00Z');
let world: ContactsWorld;

beforeAll(async () => {
  world = await startContactsWorld({ clock: () => NOW });
});
beforeEach(() => resetContacts(world));
afterAll(() => world.server.close());

function importForm(file: string | Buffer | null, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file !== null)
    form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: 'text/csv' }), 'contacts.csv');
  return form;
}

const send = (who: Person, file: string | Buffer | null, fields: Record<string, string> = {}) =>
  callsAs(world, who).form(I, importForm(file, fields));

async function imported(who: Person, file: string | Buffer, fields: Record<string, string>): Promise<ContactImportResult> {
  const response = await send(who, file, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactImportResult>();
}

/** Every contact as stored, without its id and its row's own dates. */
async function everyContact() {
  const rows = await world.server.database.db.select().from(contacts).orderBy(asc(contacts.id));
  return rows.map(({ id: _id, createdAt: _created, updatedAt: _updated, ...row }) => row);
}

/*
 * A file as a spreadsheet writes it: a byte order mark, CRLF, the columns in another order and case,
 * one the import does not read (Notes), a note quoted across two lines. Line by line:
 *  2-3  a new contact (the note's line break moves the next row to line 4)
 *  4    Olivia's address in capitals: updates d1 (her name and status; her tag kept)
 *  5    Carmen's number written with spaces: updates d5 (tags merged; name and status kept)
 *  6    no number and no address; 7 three mistakes; 8 blank, skipped; 9 a tag too long
 *  10   line 2's number again; 11 Carmen's address again (she was updated by line 5)
 *  12   Marcus's address: updates d4 and gives it the number; 13 the agency's visitor's address,
 *       a new contact of this business; 14 a formula the export defused, and a number with 00
 */
const FILE = [
  '\uFEFFTags,EMAIL,Phone,Name,Notes,Status',
  '"vip, Referral",,(415) 555-0199,"Reed, Anna","says ""hi""\nsecond line",open',
  ',OLIVIA@Bennett.test,,Olivia B.,,WON',
  'spanish,,+34 612 345 605,,,',
  ',,,No Contact,,',
  ',not-an-email,12,Bad,,maybe',
  '',
  `${'x'.repeat(41)},new@person.test,,New Person,,`,
  ',new@person.test,4155550199,Dup,,',
  ',carmen@ruiz.test,,Carmen again,,',
  'follow-up,marcus@reed.test,+1 415 555 0104,,,',
  ',hannah@whitfieldvets.test,,Hannah,,',
  ",,0034 612 345 699,'=SUM(A1),,",
].join('\r\n');

const EXPECTED = {
  rows: 11,
  created: 3,
  updated: 3,
  rejected: 5,
  errors: [
    { line: 6, column: 'phone', code: 'phone_or_email_required' },
    { line: 7, column: 'phone', code: 'invalid_phone' },
    { line: 7, column: 'email', code: 'invalid_email' },
    { line: 7, column: 'status', code: 'invalid_status' },
    { line: 9, column: 'tags', code: 'invalid_tag' },
    { line: 10, column: 'phone', code: 'duplicate_in_file' },
    { line: 11, column: 'email', code: 'duplicate_in_file' },
  ],
  preview: [
    { line: 2, name: 'Reed, Anna', phone: '+14155550199', email: null, status: 'open', tags: ['vip', 'referral'], action: 'create' },
    {
      line: 4,
      name: 'Olivia B.',
      phone: '+14155550101',
      email: 'olivia@bennett.test',
      status: 'won',
      tags: ['vip'],
      action: 'update',
    },
    {
      line: 5,
      name: 'Carmen Ruiz',
      phone: '+34612345605',
      email: 'carmen@ruiz.test',
      status: 'lost',
      tags: ['spanish'],
      action: 'update',
    },
    {
      line: 12,
      name: 'Marcus Reed',
      phone: '+14155550104',
      email: 'marcus@reed.test',
      status: 'won',
      tags: ['vip', 'referral', 'follow-up'],
      action: 'update',
    },
    { line: 13, name: 'Hannah', phone: null, email: 'hannah@whitfieldvets.test', status: 'new', tags: [], action: 'create' },
    { line: 14, name: '=SUM(A1)', phone: '+34612345699', email: null, status: 'new', tags: [], action: 'create' },
  ],
};

describe('POST /api/v1/contacts/import/', () => {
  it('reads the file on a dry run, row by row with each mistake’s line and column, and changes nothing', async () => {
    const before = await everyContact();
    const result = await imported('grace', FILE, { dry_run: 'true', organisation: String(world.businesses.dental) });
    expect(result).toEqual({ dry_run: true, ...EXPECTED });
    expect(await everyContact()).toEqual(before);
  });

  it('writes every row it can in the real run: new contacts from the import, the others updated', async () => {
    const result = await imported('grace', FILE, { organisation: String(world.businesses.dental) });
    expect(result).toEqual({ dry_run: false, ...EXPECTED });
    const { db } = world.server.database;
    const dental = await db.select().from(contacts).where(eq(contacts.organisationId, world.businesses.dental)).orderBy(asc(contacts.id));
    expect(dental).toHaveLength(8);
    expect(
      dental.slice(5).map(({ name, phone, email, source, status, tags, interactions, firstSeenAt, lastSeenAt, ownerId }) => ({
        name,
        phone,
        email,
        source,
        status,
        tags,
        interactions,
        firstSeenAt,
        lastSeenAt,
        ownerId,
      })),
    ).toEqual(
      EXPECTED.preview
        .filter((row) => row.action === 'create')
        .map(({ name, phone, email, status, tags }) => ({
          name,
          phone,
          email,
          source: 'import',
          status,
          tags,
          interactions: 0,
          firstSeenAt: NOW,
          lastSeenAt: NOW,
          ownerId: null,
        })),
    );
    const byId = new Map(dental.map((row) => [row.id, row]));
    expect(byId.get(world.ids.d1)).toMatchObject({ name: 'Olivia B.', status: 'won', tags: ['vip'], interactions: 5, source: 'call' });
    expect(byId.get(world.ids.d4)).toMatchObject({ phone: '+14155550104', tags: ['vip', 'referral', 'follow-up'] });
    // The agency's own contact of that address is another contact, untouched.
    const [agency] = await db.select().from(contacts).where(eq(contacts.id, world.ids.a1));
    expect(agency).toMatchObject({ name: 'Hannah Whitfield', organisationId: null });

    // The same file again finds every row's contact there.
    const again = await imported('grace', FILE, { organisation: String(world.businesses.dental) });
    expect(again).toMatchObject({ created: 0, updated: 6, rejected: 5 });
  });

  it('reads a Spanish spreadsheet’s file: semicolons, Windows-1252', async () => {
    const file = Buffer.from('Name;Phone;Tags\r\nJosé Núñez;+34 612 345 677;"vip,spanish"\r\n', 'latin1');
    const result = await imported('hugo', file, { organisation: String(world.businesses.plumbing) });
    expect(result.preview).toEqual([
      { line: 2, name: 'José Núñez', phone: '+34612345677', email: null, status: 'new', tags: ['vip', 'spanish'], action: 'create' },
    ]);
  });

  it('reads the headers people write: "E-mail", "Phone number", "Nombre", "Teléfono", in any case', async () => {
    const english = await imported('hugo', 'Full Name,E-mail,Phone Number\r\nAda Lowe,ADA@lowe.test,(415) 555-0166\r\n', {
      dry_run: 'true',
      organisation: String(world.businesses.plumbing),
    });
    expect(english.preview).toEqual([
      { line: 2, name: 'Ada Lowe', phone: '+14155550166', email: 'ada@lowe.test', status: 'new', tags: [], action: 'create' },
    ]);
    const spanish = await imported('hugo', 'NOMBRE;Teléfono;Correo electrónico;Etiquetas\r\nPilar Sanz;+34 612 345 678;;vip\r\n', {
      dry_run: 'true',
      organisation: String(world.businesses.plumbing),
    });
    expect(spanish.preview).toEqual([
      { line: 2, name: 'Pilar Sanz', phone: '+34612345678', email: null, status: 'new', tags: ['vip'], action: 'create' },
    ]);
  });

  it('reads back what the export wrote: every row updates its own contact, names as they were', async () => {
    await world.server.database.db.update(contacts).set({ name: '=2+3' }).where(eq(contacts.id, world.ids.d3));
    const exported = await callsAs(world, 'grace').get('/api/v1/contacts/export/');
    expect(exported.body).toContain("'=2+3");
    const result = await imported('grace', exported.body, { dry_run: 'true', organisation: String(world.businesses.dental) });
    expect(result).toMatchObject({ rows: 5, created: 0, updated: 5, rejected: 0, errors: [] });
    expect(result.preview.map((row) => row.name).sort()).toEqual([
      '=2+3',
      'Carmen Ruiz',
      'Lucía Fernández',
      'Marcus Reed',
      'Olivia Bennett',
    ]);
  });

  it("imports into the agency's own for its managers when no business is named", async () => {
    const result = await imported('ceo', 'email,name\nHannah@WhitfieldVets.test,\nnew@visitor.test,New Visitor\n', {});
    expect(result).toMatchObject({ created: 1, updated: 1 });
    const agency = await world.server.database.db.select().from(contacts).where(eq(contacts.email, 'new@visitor.test'));
    expect(agency).toMatchObject([{ organisationId: null, name: 'New Visitor', source: 'import' }]);
  });

  it('refuses a file it cannot read whole with 400 on file, and changes nothing', async () => {
    const before = await everyContact();
    const organisation = String(world.businesses.dental);
    const tooLong = ['phone', ...Array.from({ length: CONTACTS_IMPORT_ROWS_MAX + 1 }, (_, n) => `+1415${String(2_000_000 + n)}`)].join(
      '\n',
    );
    const cases: [string | null, string][] = [
      ['name,status\nAnna,new\n', 'invalid_format'],
      [tooLong, 'too_large'],
      [null, 'required'],
    ];
    for (const [file, code] of cases) {
      const response = await send('grace', file, { organisation });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().errors, code).toEqual({ file: [code] });
    }
    expect((await send('grace', '\r\n\r\n', { organisation })).statusCode).toBe(400);
    expect(await everyContact()).toEqual(before);
  });

  it("needs a business's owner: a member gets 403, another business 404, a client naming none 400", async () => {
    const before = await everyContact();
    const file = 'phone\n+14155550188\n';
    expect((await send('maya', file, { organisation: String(world.businesses.dental) })).statusCode).toBe(403);
    expect((await send('grace', file, { organisation: String(world.businesses.plumbing) })).statusCode).toBe(404);
    expect((await send('hugo', file, { organisation: String(world.businesses.dental), dry_run: 'true' })).statusCode).toBe(404);
    const unnamed = await send('grace', file, {});
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual({ organisation: ['required'] });
    expect((await send('ceo', file, { organisation: '999999' })).statusCode).toBe(404);
    expect((await send('grace', file, { organisation: String(world.businesses.dental), dry_run: 'maybe' })).statusCode).toBe(400);
    expect(await everyContact()).toEqual(before);
  });

  it('keeps no uploaded file, imported or refused', () => {
    const folder = path.join(world.server.config.filesDir, 'contact-imports');
    // The imports above stored theirs here while they were read.
    expect(existsSync(folder)).toBe(true);
    expect(readdirSync(folder)).toEqual([]);
  });
});
