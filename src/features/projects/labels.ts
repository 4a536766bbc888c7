import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProjectOrdering, ProjectStatus } from '@/api/contract/projects';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  in_progress: msg`In progress`,
  blocked: msg`Blocked`,
  completed: msg`Completed`,
};

export const PROJECT_STATUS_COLORS: Record<ProjectStatus, string> = {
  upcoming: 'gray',
  in_progress: 'blue',
  blocked: 'red',
  completed: 'teal',
};

/** The sort choices of the cards and the compact list (the table sorts by its headers). */
export const PROJECT_SORT_OPTIONS: { value: ProjectOrdering; label: MessageDescriptor }[] = [
  { value: '-created_at', label: msg`Newest first` },
  { value: 'created_at', label: msg`Oldest first` },
  { value: 'name', label: msg`Name, A to Z` },
  { value: '-name', label: msg`Name, Z to A` },
  { value: 'end_date', label: msg`Due soonest` },
  { value: '-progress', label: msg`Most progress` },
  { value: 'progress', label: msg`Least progress` },
];
