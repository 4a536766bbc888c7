// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decimalText, scaledInteger } from './decimal-text';
import { parseEditorSearch } from './editor-search';

describe('typed amounts and rates', () => {
  it('turns typed decimals into integers on the digits, with no floating-point drift', () => {
    expect(scaledInteger('19.99', 2)).toBe(1999);
    expect(scaledInteger('0.29', 2)).toBe(29);
    expect(scaledInteger('1,234.5', 2)).toBe(123_450);
    expect(scaledInteger('12.345', 3)).toBe(12_345);
    expect(scaledInteger('1999', 0)).toBe(1999);
    expect(scaledInteger(21, 2)).toBe(2100);
    expect(scaledInteger('8.25', 2)).toBe(825);
    expect(scaledInteger('12.', 2)).toBe(1200);
    for (const refused of ['', '.', '-1', '1.234', '1e3', 'abc']) expect(scaledInteger(refused, 2)).toBeUndefined();
  });

  it('writes an integer back as its decimals, as a person would type them', () => {
    expect(decimalText(12_050, 2)).toBe('120.5');
    expect(decimalText(5, 2)).toBe('0.05');
    expect(decimalText(12_345, 3)).toBe('12.345');
    expect(decimalText(1999, 0)).toBe('1999');
    expect(decimalText(0, 2)).toBe('0');
  });
});

describe('the editor’s address', () => {
  it('reads a draft, or the business and project a new invoice starts from, and drops the rest', () => {
    expect(parseEditorSearch({ id: '7', organisation: '3' })).toEqual({ id: 7 });
    expect(parseEditorSearch({ organisation: 3, project: '9', x: 1 })).toEqual({ organisation: 3, project: 9 });
    expect(parseEditorSearch({ project: 9 })).toEqual({});
    expect(parseEditorSearch({ id: '-1' })).toEqual({});
    expect(parseEditorSearch({ id: '1.5', organisation: 'abc' })).toEqual({});
  });
});
