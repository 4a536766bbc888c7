import { describe, expect, it } from 'vitest';
import { claimsOf } from './token';

/** An unsigned token with these claims: the client reads claims, it never checks signatures. */
const tokenWith = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

const valid = { user_id: 7, full_name: 'Ava Moreno', email: 'ceo@lato.test', role: 'CEO', exp: 1_900_000_000, iat: 1_899_999_700 };

describe('claimsOf', () => {
  it('reads the claims of a well-formed access token', () => {
    expect(claimsOf(tokenWith({ ...valid, jti: 'extra' }))).toEqual(valid);
    const { iat: _, ...withoutIat } = valid;
    expect(claimsOf(tokenWith(withoutIat))).toEqual(withoutIat);
    expect(claimsOf(tokenWith({ ...valid, role: null }))?.role).toBeNull();
  });

  it.each([
    ['a user id that is not whole', { ...valid, user_id: 7.5 }],
    ['a role the product does not have', { ...valid, role: 'ADMIN' }],
    ['no e-mail', { ...valid, email: undefined }],
    ['an expiry that is text', { ...valid, exp: '1900000000' }],
    ['an issue time that is text', { ...valid, iat: 'now' }],
  ])('refuses a token with %s', (_, claims) => {
    expect(claimsOf(tokenWith(claims))).toBeNull();
  });

  it('refuses what is not a token', () => {
    for (const token of [undefined, '', 'not-a-token', 42, tokenWith([1, 2])]) expect(claimsOf(token)).toBeNull();
  });
});
