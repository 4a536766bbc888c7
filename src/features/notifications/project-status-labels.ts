import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROJECT_STATUSES, type ProjectStatus } from '@/api/contract/projects-values';

// The projects feature keeps its labels to its own pages; these are the same words (the same
// messages in the catalogs), for a status named inside a notification's sentence.
const LABELS: Record<ProjectStatus, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  in_progress: msg`In progress`,
  blocked: msg`Blocked`,
  completed: msg`Completed`,
};

/** A project status's label, or null for a word that is not one (an older or newer status). */
export const projectStatusLabel = (status: string | null): MessageDescriptor | null =>
  PROJECT_STATUSES.find((known) => known === status) ? LABELS[status as ProjectStatus] : null;
