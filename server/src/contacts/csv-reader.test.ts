import { describe, expect, it } from 'vitest';
import { csvText } from '@/api/contract/csv';
import { readCsv } from './csv-reader';

describe('reading a CSV file', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, each record with the line it starts on', () => {
    expect(readCsv('a,b,c\n"x, y","say ""hi""","one\ntwo"\nlast,,\n')).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'one\ntwo'] },
      { line: 4, cells: ['last', '', ''] },
    ]);
  });

  it('takes CRLF, CR and LF line ends, a byte order mark, and leaves out blank lines and rows of empty cells', () => {
    expect(readCsv('\uFEFFname,phone\r\nAnna,1\r\r\n,\rBen,2')).toEqual([
      { line: 1, cells: ['name', 'phone'] },
      { line: 2, cells: ['Anna', '1'] },
      { line: 5, cells: ['Ben', '2'] },
    ]);
  });

  it('tells the separator from the first line: a semicolon or a tab as well as a comma', () => {
    expect(readCsv('name;tags\nAnna;"vip,spanish"\n')).toEqual([
      { line: 1, cells: ['name', 'tags'] },
      { line: 2, cells: ['Anna', 'vip,spanish'] },
    ]);
    expect(readCsv('name\ttags\nAnna\tvip, spanish\n')[1]!.cells).toEqual(['Anna', 'vip, spanish']);
    expect(readCsv('phone\n+14155550101\n')[1]!.cells).toEqual(['+14155550101']);
  });

  it('forgives what spreadsheets get wrong: spaces around fields, a stray quote, a quote left open', () => {
    expect(readCsv('a , "b" ,c"d\n"open,to the end\nstill')).toEqual([
      { line: 1, cells: ['a', 'b ', 'c"d'] },
      { line: 2, cells: ['open,to the end\nstill'] },
    ]);
  });

  it('reads back what csvText writes', () => {
    const rows = [
      ['Reed, Anna', 'line\r\nbreak', 'a "quote"'],
      ['', '+14155550101', '=SUM(A1)'],
    ];
    expect(readCsv(csvText(['a', 'b', 'c'], rows)).map((record) => record.cells)).toEqual([
      ['a', 'b', 'c'],
      ['Reed, Anna', 'line\r\nbreak', 'a "quote"'],
      // The formula defused as written; the import takes the apostrophe off (import-rows.ts).
      ['', '+14155550101', "'=SUM(A1)"],
    ]);
  });
});
