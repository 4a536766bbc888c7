import { ACCESS, isAllowed } from '@/api/contract/roles';
import { inquiries, inquiryMessages, notifications, users } from '@server/db/schema';
import { seedPageViews } from '@server/src/page-views/seed';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { DEMO_INQUIRIES } from './seed-data';

const HOUR = 3_600_000;

/**
 * The contact form's inbox over the last weeks, in English and Spanish, in every status, some
 * answered (their answers marked e-mailed: the demo sends nothing); the staff who answer it are
 * told of the new ones. And the public pages' views of the last two months, for the analytics.
 */
export const inquiriesSeed: DemoSeed = {
  area: 'inquiries',
  async run(db) {
    const now = new Date();
    const people = await db.select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role }).from(users);
    const byEmail = new Map(people.map((person) => [person.email, person]));
    const staff = people.filter((person) => isAllowed(person.role, ACCESS.inquiries));

    for (const demo of DEMO_INQUIRIES) {
      const createdAt = new Date(now.getTime() - demo.hoursAgo * HOUR);
      const answers = (demo.answers ?? []).map((answer) => ({ ...answer, at: new Date(createdAt.getTime() + answer.hoursLater * HOUR) }));
      const lastChange = answers.at(-1)?.at ?? createdAt;
      const holder = byEmail.get(demo.handledBy ?? demo.answers?.at(-1)?.by ?? '');
      const [inquiry] = await db
        .insert(inquiries)
        .values({
          name: demo.name,
          email: demo.email,
          subject: demo.subject,
          language: demo.language,
          status: demo.status,
          consentAt: createdAt,
          createdAt,
          updatedAt: demo.handledBy ? new Date(lastChange.getTime() + HOUR) : lastChange,
          handledBy: holder?.id ?? null,
        })
        .returning({ id: inquiries.id });
      const received = new Date(createdAt.getTime() + 60_000);
      await db.insert(inquiryMessages).values([
        { inquiryId: inquiry!.id, author: 'visitor', authorName: demo.name, body: demo.message, createdAt, emailedAt: received },
        ...answers.map((answer) => {
          const author = byEmail.get(answer.by)!;
          return {
            inquiryId: inquiry!.id,
            author: 'staff' as const,
            authorId: author.id,
            authorName: author.fullName,
            body: answer.body,
            createdAt: answer.at,
            emailedAt: new Date(answer.at.getTime() + 60_000),
          };
        }),
      ]);
      if (demo.status !== 'new' || staff.length === 0) continue;
      // Read already when older than a day: the bell shows the latest ones unread.
      const readAt = demo.hoursAgo > 24 ? new Date(createdAt.getTime() + 2 * HOUR) : null;
      await db.insert(notifications).values(
        staff.map((person) => ({
          userId: person.id,
          kind: 'inquiry_received' as const,
          subjectType: 'inquiry' as const,
          subjectId: inquiry!.id,
          subjectLabel: demo.subject,
          detail: demo.name,
          createdAt,
          readAt,
          // Told already, in the app: the job that e-mails notifications must not send the demo's.
          emailedAt: createdAt,
        })),
      );
    }
    await seedPageViews(db, now);
  },
};
