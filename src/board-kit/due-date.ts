import type { TaskStatus } from '@/api/contract/projects';

/** A task is late when its end date has passed and it is not done. */
export function isOverdue(task: { end_date: string | null; status: TaskStatus }, today: string): boolean {
  return task.end_date !== null && task.status !== 'DONE' && task.end_date < today;
}

/** Today as a calendar day where the reader is. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
