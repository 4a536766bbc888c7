import { describe, expect, it } from 'vitest';
import { displayName } from './attachment-files';

describe('displayName', () => {
  it.each([
    ['a right-to-left override that shows invoiceexe.pdf', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['embeddings and a pop', 'a\u202A\u202Bb\u202C\u202Dc.txt', 'abc.txt'],
    ['isolates', '\u2066report\u2069\u2067x\u2068.pdf', 'reportx.pdf'],
    ['direction marks', '\u200Fphoto\u200E\u061C.png', 'photo.png'],
    ['nothing but marks', '\u202E\u200F', 'attachment'],
  ])('removes %s, so the extension reads as it is', (_name, filename, expected) => {
    expect(displayName(filename)).toBe(expected);
  });

  it('keeps right-to-left letters, which are text', () => {
    expect(displayName('تقرير.pdf')).toBe('تقرير.pdf');
  });

  it('keeps the extension when a long name is cut', () => {
    expect(displayName(`${'\u202E'.repeat(10)}${'a'.repeat(300)}.pdf`)).toBe(`${'a'.repeat(251)}.pdf`);
  });
});
