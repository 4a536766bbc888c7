/** Text as a PDF string in WinAnsi (Latin-1 letters kept, anything else a question mark), its parentheses and backslashes escaped. */
const pdfText = (line: string) =>
  line
    .normalize('NFC')
    .replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, '?')
    .replace(/[\\()]/g, '\\$&');

/**
 * A one-page PDF of plain lines (Helvetica, A4), made in code: the demo's CVs are real documents
 * a browser opens, without binary files in the repository.
 */
export function onePagePdf(lines: readonly string[]): Buffer {
  const content = ['BT', '/F1 11 Tf', '15 TL', '64 790 Td', ...lines.map((line) => `(${pdfText(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
