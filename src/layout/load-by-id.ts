import { notFound } from '@tanstack/react-router';
import { idSchema } from '@/api/contract/common';
import { toApiError } from '@/api/errors';

/**
 * A route loader's row by the id in its path: an id that is not one, or that the API answers 404
 * to (unknown, or not the reader's to see), is the not-found page; other failures are errors.
 */
export async function loadById<T>(rawId: string, load: (id: number) => Promise<T>): Promise<T> {
  const id = idSchema.safeParse(rawId);
  if (!id.success) throw notFound();
  try {
    return await load(id.data);
  } catch (error) {
    if (toApiError(error).status === 404) throw notFound();
    throw error;
  }
}
