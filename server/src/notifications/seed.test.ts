import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { NotificationPage } from '@/api/contract/notifications';
import { calls, chatMessages, organisationMembers, projectMembers, projects, taskAssignees, twilioNumbers } from '@server/db/schema';
import { seedDemoData } from '@server/src/seed';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { findUserByEmail } from '@server/src/users/queries';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
});
afterAll(() => server.close());

async function notificationsOf(email: string, box: 'messages' | 'archived' = 'messages'): Promise<NotificationPage> {
  const { access } = await signIn(server.app, email, DEMO_PASSWORD);
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/v1/notifications/?box=${box}&page_size=100`,
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<NotificationPage>();
}

describe('the notifications demo data', () => {
  it('tells the DEV login of tasks really assigned to them and of a project they are on, some read, one archived', async () => {
    const { db } = server.database;
    const dev = (await findUserByEmail(db, 'dev@lato.test'))!;
    const messages = await notificationsOf('dev@lato.test');
    expect(new Set(messages.results.map((n) => n.kind))).toEqual(
      new Set(['task_assigned', 'task_checklist_changed', 'project_status_changed']),
    );
    expect(messages.unread).toBeGreaterThan(0);
    expect(messages.results.some((n) => n.read)).toBe(true);
    for (const notification of messages.results.filter((n) => n.subject.type === 'task')) {
      const assigned = await db
        .select()
        .from(taskAssignees)
        .where(and(eq(taskAssignees.taskId, notification.subject.id), eq(taskAssignees.userId, dev.id)));
      expect(assigned, notification.subject.label).toHaveLength(1);
    }
    const status = messages.results.find((n) => n.kind === 'project_status_changed')!;
    const [project] = await db.select().from(projects).where(eq(projects.id, status.subject.id));
    expect(status).toMatchObject({ detail: project!.status, subject: { label: project!.name } });
    const [member] = await db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, project!.id), eq(projectMembers.userId, dev.id)));
    expect(member).toBeDefined();
    expect((await notificationsOf('dev@lato.test', 'archived')).count).toBe(1);
  });

  it('tells the project managers of their work too', async () => {
    for (const email of ['pm.dev@lato.test', 'pm.client@lato.test']) expect((await notificationsOf(email)).count, email).toBeGreaterThan(0);
  });

  it('tells a business’s people of messages taken and texts on their own numbers, and nobody else’s', async () => {
    const { db } = server.database;
    for (const email of ['client@lato.test', 'client2@lato.test', 'reception@lato.test']) {
      const person = (await findUserByEmail(db, email))!;
      const page = await notificationsOf(email);
      expect(new Set(page.results.map((n) => n.kind)), email).toEqual(new Set(['message_taken', 'sms_received']));
      for (const notification of page.results) {
        const [number] = await db
          .select({ organisationId: twilioNumbers.organisationId })
          .from(twilioNumbers)
          .innerJoin(organisationMembers, eq(organisationMembers.organisationId, twilioNumbers.organisationId))
          .where(and(eq(twilioNumbers.id, notification.subject.scope!), eq(organisationMembers.userId, person.id)));
        expect(number, `${email}: ${notification.subject.label}`).toBeDefined();
        const table = notification.kind === 'message_taken' ? calls : chatMessages;
        const [subject] = await db
          .select({ numberId: table.numberId, customer: table.customerPhoneNumber })
          .from(table)
          .where(eq(table.id, notification.subject.id));
        expect(subject).toEqual({ numberId: notification.subject.scope, customer: notification.subject.label });
      }
    }
    expect((await notificationsOf('client@lato.test', 'archived')).results.map((n) => n.kind)).toEqual(['message_taken']);
  });
});
