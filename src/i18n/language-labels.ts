import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@/api/contract/common';

/** The product's languages, named in the reader's language (English, inglés…). */
export const LANGUAGE_LABELS: Record<Language, MessageDescriptor> = { en: msg`English`, es: msg`Spanish` };
