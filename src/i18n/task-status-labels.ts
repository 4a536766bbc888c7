import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaskStatus } from '@/api/contract/projects';

/** Task statuses as people read them, and a colour each: the projects pages and the todo board say them alike. */
export const TASK_STATUS_LABELS: Record<TaskStatus, MessageDescriptor> = {
  PENDING: msg`To do`,
  BLOCKED: msg`Blocked`,
  IN_PROGRESS: msg`In progress`,
  DONE: msg`Done`,
};

export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  PENDING: 'gray',
  BLOCKED: 'red',
  IN_PROGRESS: 'blue',
  DONE: 'teal',
};
