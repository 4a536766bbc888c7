import { useState } from 'react';
import type { User } from '@/api/contract/auth';
import { fetchFresh } from '@/api/query-client';
import { useLiveEvent, useLiveReload } from '@/features/live/shared';
import { userQuery } from './users-queries';

/** The account's details the form edits (no role chosen yet: empty). */
interface EditedPart {
  full_name: string;
  email: string;
  role: string | null;
  is_active: boolean;
  languages: readonly string[];
}

/** The details the form edits, to compare two versions of them. */
const editedPart = ({ full_name, email, role, is_active, languages }: EditedPart) =>
  JSON.stringify([full_name.trim(), email.trim(), role || null, is_active, [...languages].sort()]);

/**
 * Whether the account being edited was changed elsewhere, to something other than what the form
 * now holds: each change heard reads it again. The form is never changed by it (what the person is
 * typing is theirs); an edit saved here, heard back, matches the form and says nothing.
 */
export function useChangedElsewhere(user: User | undefined, inForm: () => EditedPart): boolean {
  const [changed, setChanged] = useState(false);
  const check = () => {
    if (!user) return;
    // A read that fails leaves the notice as it was: the next change heard reads it again.
    fetchFresh(userQuery(user.id)).then(
      (now) => setChanged(editedPart(now) !== editedPart(user) && editedPart(now) !== editedPart(inForm())),
      () => undefined,
    );
  };
  useLiveEvent((event) => event.kind === 'users' && event.subject === user?.id, check);
  useLiveReload(check);
  return changed;
}
