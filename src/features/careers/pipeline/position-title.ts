import type { PositionRef } from '@/api/contract/careers';

/** A position's title in the reader's language: Spanish for a Spanish reader, else English. */
export const positionTitle = (position: PositionRef, locale: string): string => (locale === 'es' ? position.title_es : position.title_en);
