import { filesStoredIn, multipartForm, TINY_PNG, type FormFile } from '@server/test/harness';
import type { Db } from '@server/db/client';
import { jobPositions, type JobPositionRow } from '@server/db/schema';
import { onePagePdf } from './demo-pdf';

/*
 * What the careers tests share: positions straight into the database, the files applicants send
 * (made in code: a PDF, a Word document of each kind, and things that only pretend to be one),
 * and the application form as a browser sends it.
 */

export const PDF = onePagePdf(['Jane Doe', 'jane@example.com', '', 'Experience']);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

/** A zip of stored (uncompressed) entries: what a .docx is, at its smallest. */
function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, fileName, data);
    centrals.push(central, fileName);
    offset += header.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const DOCX = zipOf([
  {
    name: '[Content_Types].xml',
    data: Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
  },
  { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
]);

/** A compound file, the container of a Word 97-2003 document (and of spreadsheets and installers). */
export const COMPOUND_FILE = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]);
export const PNG = TINY_PNG;
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** The application form as a browser sends it: its fields, then its files. */
export const applicationForm = (fields: Record<string, string>, files: { cv?: FormFile; cover_letter?: FormFile } = {}) =>
  multipartForm(fields, files);

/** The applicants' files in the storage (a folder in tests). */
export const storedApplicationFiles = (filesDir: string) => filesStoredIn(filesDir, 'applications');

let sequence = 0;

/** A position straight into the database: open and published unless told otherwise. */
export async function insertPosition(db: Db, fields: Partial<typeof jobPositions.$inferInsert> = {}): Promise<JobPositionRow> {
  sequence += 1;
  const [row] = await db
    .insert(jobPositions)
    .values({
      slug: `position-${sequence}`,
      titleEn: `Developer ${sequence}`,
      titleEs: `Desarrollador ${sequence}`,
      department: 'Engineering',
      location: 'Madrid',
      workplace: 'hybrid',
      employmentType: 'full_time',
      descriptionEn: '<p>Build things.</p>',
      descriptionEs: '<p>Construir cosas.</p>',
      requirementsEn: '<ul><li><p>TypeScript</p></li></ul>',
      requirementsEs: '<ul><li><p>TypeScript</p></li></ul>',
      offerEn: '<p>A good team.</p>',
      offerEs: '<p>Un buen equipo.</p>',
      status: 'open',
      publishedAt: new Date('2026-11-01T09:00:00Z'),
      ...fields,
    })
    .returning();
  return row!;
}
export type { FormFile } from '@server/test/harness';
