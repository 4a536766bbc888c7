import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TodoColumnId } from '@/api/contract/todo';

export const COLUMN_LABELS: Record<TodoColumnId, MessageDescriptor> = {
  todo: msg`To Do`,
  progress: msg`In Progress`,
  done: msg`Done`,
};
