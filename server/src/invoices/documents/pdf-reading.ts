import { inflateSync } from 'node:zlib';

/*
 * Reading back what an invoice PDF says, for the tests: pdfkit writes each piece of text as hex
 * strings of Windows-1252 codes in a `TJ` array (split where kerning moves a glyph), so joining a
 * `TJ`'s strings gives the text of one line as drawn. Compressed page streams are inflated first.
 */

// Windows-1252's codes 0x80 to 0x9f (Node's decoder of that name reads them as Latin-1's controls).
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const windows1252 = (bytes: Buffer) =>
  [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');

/** The PDF's source with every Flate stream inflated in place. */
function inflated(pdf: Buffer): string {
  return pdf.toString('latin1').replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, body: string) => {
    try {
      return `stream\n${inflateSync(Buffer.from(body, 'latin1')).toString('latin1')}\nendstream`;
    } catch {
      return whole;
    }
  });
}

/** The text of every `TJ` of the PDF, in the order drawn. */
export function pdfTexts(pdf: Buffer): string[] {
  return [...inflated(pdf).matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)].map(([, array]) =>
    [...array!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => windows1252(Buffer.from(hex!, 'hex'))).join(''),
  );
}

/** How many pages the PDF has. */
export const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/** The document information's title. */
export function pdfTitle(pdf: Buffer): string | undefined {
  const source = pdf.toString('latin1');
  const reference = /\/Title (\d+) 0 R/.exec(source)?.[1];
  return reference ? new RegExp(`\\n${reference} 0 obj\\n\\(([^)]*)\\)`).exec(source)?.[1] : undefined;
}
