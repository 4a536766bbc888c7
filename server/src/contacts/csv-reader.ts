/**
 * A CSV file as spreadsheets write it (RFC 4180 and what they do beside it): quoted fields holding
 * separators, quotes ("") and line breaks; CRLF, LF or CR line ends; a byte order mark; the
 * separator a spreadsheet in a Spanish or German locale uses (`;`) or a tab, told from the first line.
 * Forgiving rather than strict: a quote in an unquoted field is kept as text, and a quote left open
 * runs to the end of the file.
 */

/** One record of the file: its cells and the line it starts on (the first line is 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

const SEPARATORS = [',', ';', '\t'] as const;

/** The separator the first line uses most, outside quotes; a comma when it uses none. */
function separatorOf(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [separator, n] of counts) if (n > counts.get(best)!) best = separator;
  return best;
}

/** The file's records; blank lines, and rows of empty cells only, left out. */
export function readCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  /** The cell began with a quote (after any spaces): what follows its closing quote is kept as text. */
  let wasQuoted = false;
  let line = 1;
  let start = 1;

  const endCell = () => {
    cells.push(wasQuoted ? cell : cell.trim());
    cell = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    if (cells.some((value) => value !== '')) records.push({ line: start, cells });
    cells = [];
  };

  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        // A line break inside quotes belongs to the cell, and still moves the file's line on.
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
        cell += char;
      }
    } else if (char === '"' && !wasQuoted && cell.trim() === '') {
      quoted = true;
      wasQuoted = true;
      cell = '';
    } else if (char === separator) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else cell += char;
  }
  endRecord();
  return records;
}
