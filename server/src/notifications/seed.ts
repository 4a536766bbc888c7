import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { ProjectStatus } from '@/api/contract/projects';
import { SEES_EVERY_PROJECT } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import {
  calls,
  chatMessages,
  checklistItems,
  notifications,
  organisationMembers,
  projectMembers,
  projects,
  taskAssignees,
  tasks,
  twilioNumbers,
  users,
} from '@server/db/schema';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { readTogether } from '@server/src/sql/read-together';

type NewNotification = typeof notifications.$inferInsert;

/** When it came, and whether its reader has read it or put it away. */
interface Timing {
  hoursAgo: number;
  read?: boolean;
  archived?: boolean;
}

/** Something that happened to a staff login's work, by whom (a demo login's e-mail). */
type StaffNews = Timing & { actor: string } & (
    { kind: 'task_assigned' | 'task_checklist_changed' } | { kind: 'project_status_changed'; status: ProjectStatus }
  );

const CEO = 'ceo@lato.test';
const PM_CLIENT = 'pm.client@lato.test';
const PM_DEV = 'pm.dev@lato.test';
const DEV = 'dev@lato.test';

/** The DEV and the project managers, each told of their own tasks and projects by the people they work with. */
const STAFF_NEWS: Record<string, StaffNews[]> = {
  [DEV]: [
    { kind: 'task_assigned', actor: PM_DEV, hoursAgo: 0.3 },
    { kind: 'task_checklist_changed', actor: PM_CLIENT, hoursAgo: 2 },
    { kind: 'project_status_changed', actor: PM_DEV, status: 'blocked', hoursAgo: 26, read: true },
    { kind: 'task_assigned', actor: PM_CLIENT, hoursAgo: 50, read: true },
    { kind: 'task_assigned', actor: PM_DEV, hoursAgo: 150, archived: true },
  ],
  [PM_DEV]: [
    { kind: 'task_checklist_changed', actor: DEV, hoursAgo: 1 },
    { kind: 'task_assigned', actor: CEO, hoursAgo: 5 },
    { kind: 'project_status_changed', actor: CEO, status: 'in_progress', hoursAgo: 30, read: true },
  ],
  [PM_CLIENT]: [
    { kind: 'project_status_changed', actor: CEO, status: 'blocked', hoursAgo: 4 },
    { kind: 'task_assigned', actor: PM_DEV, hoursAgo: 28, read: true },
  ],
};

const HOUR = 3_600_000;

function timed(at: Date, { read, archived }: Omit<Timing, 'hoursAgo'>): Pick<NewNotification, 'createdAt' | 'readAt' | 'archivedAt'> {
  const later = new Date(at.getTime() + 10 * 60_000);
  return { createdAt: at, readAt: read || archived ? later : null, archivedAt: archived ? later : null };
}

/** What the staff logins' news is about: their tasks, the projects they are on, who else is on them. */
async function workOf(db: Db) {
  const [people, assigned, members, projectRows, items] = await readTogether(db, [
    () => db.select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role }).from(users),
    () =>
      db
        .select({ userId: taskAssignees.userId, id: tasks.id, title: tasks.title, projectId: tasks.projectId })
        .from(taskAssignees)
        .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
        .where(and(isNotNull(tasks.projectId), eq(tasks.archived, false)))
        .orderBy(asc(tasks.id)),
    () => db.select().from(projectMembers),
    () => db.select({ id: projects.id, name: projects.name, status: projects.status }).from(projects).orderBy(asc(projects.id)),
    () => db.select({ taskId: checklistItems.taskId, title: checklistItems.title }).from(checklistItems).orderBy(asc(checklistItems.id)),
  ]);
  const byEmail = new Map(people.map((person) => [person.email, person]));
  const onProject = (userId: number, projectId: number) =>
    SEES_EVERY_PROJECT.includes(people.find((p) => p.id === userId)?.role ?? 'CLIENT') ||
    members.some((m) => m.userId === userId && m.projectId === projectId);
  // Each task's first checklist item: the one the news says was changed.
  const checklistOf = new Map<number, string>();
  for (const item of items) if (!checklistOf.has(item.taskId)) checklistOf.set(item.taskId, item.title);
  return { byEmail, assigned, projectRows, onProject, checklistOf };
}

/** Each staff login's news, about tasks they are assigned and projects they are on that the actor works on too. */
async function staffNotifications(db: Db, now: Date): Promise<NewNotification[]> {
  const { byEmail, assigned, projectRows, onProject, checklistOf } = await workOf(db);
  const rows: NewNotification[] = [];
  for (const [email, news] of Object.entries(STAFF_NEWS)) {
    const person = byEmail.get(email);
    if (!person) continue;
    // Each piece of news about another task or project.
    const usedTasks = new Set<number>();
    const usedProjects = new Set<number>();
    for (const item of news) {
      const actor = byEmail.get(item.actor);
      if (!actor) continue;
      const at = new Date(now.getTime() - item.hoursAgo * HOUR);
      const common = { userId: person.id, kind: item.kind, actorId: actor.id, actorName: actor.fullName, ...timed(at, item) };
      if (item.kind === 'project_status_changed') {
        const project = projectRows.find(
          (p) => p.status === item.status && !usedProjects.has(p.id) && onProject(person.id, p.id) && onProject(actor.id, p.id),
        );
        if (!project) continue;
        usedProjects.add(project.id);
        rows.push({ ...common, subjectType: 'project', subjectId: project.id, subjectLabel: project.name, detail: project.status });
        continue;
      }
      const task = assigned.find(
        (t) =>
          t.userId === person.id &&
          !usedTasks.has(t.id) &&
          onProject(actor.id, t.projectId!) &&
          (item.kind === 'task_assigned' || checklistOf.has(t.id)),
      );
      if (!task) continue;
      usedTasks.add(task.id);
      rows.push({
        ...common,
        subjectType: 'task',
        subjectId: task.id,
        subjectLabel: task.title,
        scopeId: task.projectId,
        detail: item.kind === 'task_checklist_changed' ? checklistOf.get(task.id)! : null,
      });
    }
  }
  return rows;
}

/**
 * For the people of each business with a demo number: the messages the assistant took on its two
 * latest calls that have one, and its two latest customers' texts; the newest unread, the older
 * read, and on the first number an older message already archived.
 */
async function clientNotifications(db: Db): Promise<NewNotification[]> {
  const numbers = await db.select().from(twilioNumbers).orderBy(asc(twilioNumbers.id));
  const rows: NewNotification[] = [];
  for (const [index, number] of numbers.entries()) {
    const people = await db
      .select({ id: organisationMembers.userId })
      .from(organisationMembers)
      .where(eq(organisationMembers.organisationId, number.organisationId ?? -1));
    const messages = await db
      .select()
      .from(calls)
      .where(and(eq(calls.numberId, number.id), isNotNull(calls.message), eq(calls.isTest, false)))
      .orderBy(desc(calls.startedAt))
      .limit(index === 0 ? 3 : 2);
    const texts = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.numberId, number.id), eq(chatMessages.role, 'customer'), eq(chatMessages.isTest, false)))
      .orderBy(desc(chatMessages.createdAt))
      .limit(20);
    const latestTexts = texts
      .filter((text, i) => texts.findIndex((t) => t.customerPhoneNumber === text.customerPhoneNumber) === i)
      .slice(0, 2);
    for (const person of people) {
      for (const [i, call] of messages.entries())
        rows.push({
          userId: person.id,
          kind: 'message_taken',
          subjectType: 'call',
          subjectId: call.id,
          subjectLabel: call.customerPhoneNumber,
          scopeId: number.id,
          ...timed(call.endedAt ?? call.startedAt, { read: i === 1, archived: i === 2 }),
        });
      for (const [i, text] of latestTexts.entries())
        rows.push({
          userId: person.id,
          kind: 'sms_received',
          subjectType: 'sms',
          subjectId: text.id,
          subjectLabel: text.customerPhoneNumber,
          scopeId: number.id,
          ...timed(text.createdAt, { read: i === 1 }),
        });
    }
  }
  return rows;
}

/** A few notifications for the DEV, the project managers and the demo clients' people, about their real demo data. */
export const notificationsSeed: DemoSeed = {
  area: 'notifications',
  async run(db: Db) {
    const rows = [...(await staffNotifications(db, new Date())), ...(await clientNotifications(db))];
    if (rows.length > 0) await db.insert(notifications).values(rows);
  },
};
