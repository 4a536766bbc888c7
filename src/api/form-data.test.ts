import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('repeats arrays, skips nulls and writes booleans as text', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const data = toFormData({
      name: 'Ana',
      languages: ['en', 'es'],
      password: null,
      note: undefined,
      is_active: false,
      avatar: file,
      empty: [],
    });
    expect(data.getAll('languages')).toEqual(['en', 'es']);
    expect(data.has('password')).toBe(false);
    expect(data.has('note')).toBe(false);
    expect(data.has('empty')).toBe(false);
    expect(data.get('is_active')).toBe('false');
    expect((data.get('avatar') as File).name).toBe('me.png');
  });

  it('sends a list of files as one field repeated, each under its own name', () => {
    const files = [new File(['a'], 'brief.pdf'), new File(['b'], 'logo.png')];
    const data = toFormData({ files });
    expect((data.getAll('files') as File[]).map((f) => f.name)).toEqual(['brief.pdf', 'logo.png']);
  });
});
