/**
 * Values every area shares, apart from the schemas, so the
 * browser reads them (in the address parsers and the sign-in path) without loading zod.
 */

export const DEFAULT_PAGE_SIZE = 20;

/** The product's languages: of its interface, of its e-mails, and of the people it matches. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The date pickers' and the API's range of calendar dates (spec: 1900-01-01 to 2099-12-31). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

/** The largest picture anyone uploads (an avatar, a business's logo). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
