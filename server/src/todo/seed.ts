import { inArray } from 'drizzle-orm';
import type { TaskStatus } from '@/api/contract/projects';
import type { Db } from '@server/db/client';
import { checklistItems, taskAssignees, tasks, users } from '@server/db/schema';
import type { DemoSeed } from '@server/src/seed/demo-seed';

interface PersonalTask {
  title: string;
  status: TaskStatus;
  /** Days from today to the due date; none for an open-ended task. */
  dueInDays?: number;
  checklist?: [string, boolean][];
}

/** A few personal tasks each for the staff logins, beside the project tasks they are assigned. */
const PERSONAL: Record<string, PersonalTask[]> = {
  'dev@lato.test': [
    { title: 'Renew the staging TLS certificate', status: 'PENDING', dueInDays: 3 },
    {
      title: 'Read the accessibility audit notes',
      status: 'IN_PROGRESS',
      dueInDays: 1,
      checklist: [
        ['Contrast', true],
        ['Focus order', false],
      ],
    },
    { title: 'Submit October expenses', status: 'DONE', dueInDays: -4 },
    { title: 'Update the laptop to the new OS', status: 'BLOCKED', dueInDays: -1 },
  ],
  'pm.dev@lato.test': [
    {
      title: 'Prepare the sprint review deck',
      status: 'IN_PROGRESS',
      dueInDays: 2,
      checklist: [
        ['Demo script', false],
        ['Burndown', true],
      ],
    },
    { title: 'One-to-one with Farid', status: 'PENDING', dueInDays: 5 },
    { title: 'Book the team offsite', status: 'PENDING' },
  ],
  'pm.client@lato.test': [
    { title: 'Send the monthly client report', status: 'PENDING', dueInDays: 4 },
    { title: 'Collect testimonials for the case study', status: 'DONE', dueInDays: -10 },
  ],
  'ceo@lato.test': [{ title: 'Review the Q1 hiring plan', status: 'IN_PROGRESS', dueInDays: 7 }],
};

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const todoSeed: DemoSeed = {
  area: 'todo',
  async run(db: Db) {
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, Object.keys(PERSONAL)));
    for (const person of people) {
      for (const [index, personal] of PERSONAL[person.email]!.entries()) {
        const [task] = await db
          .insert(tasks)
          .values({
            title: personal.title,
            status: personal.status,
            startDate: personal.dueInDays === undefined ? null : isoDay(Math.min(personal.dueInDays, 0) - 3),
            endDate: personal.dueInDays === undefined ? null : isoDay(personal.dueInDays),
            createdBy: person.id,
          })
          .returning({ id: tasks.id });
        // Personal tasks lead each column of the board, in the order listed.
        await db.insert(taskAssignees).values({ taskId: task!.id, userId: person.id, boardPosition: index - 100 });
        if (personal.checklist)
          await db.insert(checklistItems).values(personal.checklist.map(([title, done]) => ({ taskId: task!.id, title, done })));
      }
    }
  },
};
