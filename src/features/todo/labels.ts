import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TodoColumnId } from '@/api/contract/todo';

export const COLUMN_LABELS: Record<TodoColumnId, MessageDescriptor> = {
  todo: msg({ message: 'To Do', context: 'todo board column' }),
  progress: msg({ message: 'In Progress', context: 'todo board column' }),
  done: msg({ message: 'Done', context: 'todo board column' }),
};
