import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARSE_FOR_FIELDS, fieldErrorsOf } from './field-errors';
import { idSchema, plainInt } from './common';
import { updateUserFields } from './users';

const errorsOf = (schema: z.ZodType, data: unknown) => {
  const result = schema.safeParse(data, PARSE_FOR_FIELDS);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
};

describe('fieldErrorsOf', () => {
  it('names each failed check with a code, on the whole path of the field', () => {
    const schema = z.object({
      name: z.string().trim().min(1).max(5),
      email: z.email(),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string()).max(1),
      hours: z.object({ mon: z.array(z.object({ start: z.string().min(4) })) }),
      age: z.number().int().max(130),
    });
    expect(
      errorsOf(schema, { name: 'too long a name', email: 'x', kind: 'c', tags: ['a', 'b'], hours: { mon: [{ start: '9' }] }, age: 200 }),
    ).toEqual({
      name: ['too_long'],
      email: ['invalid_email'],
      kind: ['invalid_choice'],
      tags: ['too_many'],
      'hours.mon.0.start': ['too_short'],
      age: ['too_large'],
    });
  });

  it('says "required" for a missing or blank field and keeps an area\'s own code', () => {
    const schema = z.object({
      a: z.string(),
      b: z.string().trim().min(1),
      c: z.string().refine(() => false, { params: { code: 'email_taken' } }),
    });
    expect(errorsOf(schema, { b: '  ', c: 'x' })).toEqual({ a: ['required'], b: ['required'], c: ['email_taken'] });
    expect(errorsOf(z.object({ e: z.email(), k: z.enum(['a']) }), { e: '', k: '' })).toEqual({ e: ['required'], k: ['required'] });
  });

  it('reports unknown keys of a strict object on the key', () => {
    expect(errorsOf(z.strictObject({ a: z.string() }), { a: 'x', admin: true })).toEqual({ admin: ['unknown_field'] });
  });

  it('puts a failure of the whole value under non_field_errors', () => {
    expect(errorsOf(z.object({ a: z.string() }), null)).toEqual({ non_field_errors: ['invalid_type'] });
  });

  it('reads multipart forms: lists from repeated fields, flags from text', () => {
    const parsed = updateUserFields.parse({ full_name: 'Ana', email: 'ana@example.com', role: 'DEV', languages: 'es', is_active: 'false' });
    expect(parsed).toMatchObject({ languages: ['es'], is_active: false, remove_avatar: false });
    expect(errorsOf(updateUserFields, { full_name: 'Ana', email: 'ana@example.com', role: 'DEV', languages: ['es', 'es', 'xx'] })).toEqual({
      'languages.2': ['invalid_choice'],
    });
  });
});

describe('plain whole numbers', () => {
  it.each(['1', '42', '2147483647', 7])('takes %s', (value) => {
    expect(idSchema.safeParse(value).success).toBe(true);
  });
  it.each(['0x1', '+1', ' 1', '1 ', '1e3', '00001', '01', '2147483648', '0', '-1', '1.5', '', 'abc', 1.5, -3])(
    'refuses %s as an id',
    (value) => {
      expect(idSchema.safeParse(value).success).toBe(false);
    },
  );
  it('reads zero where the range allows it', () => {
    expect(plainInt({ min: 0, max: 10 }).parse('0')).toBe(0);
  });
});
