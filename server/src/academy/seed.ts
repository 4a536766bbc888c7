import { asc } from 'drizzle-orm';
import { helpModules, moduleCompletions, users } from '@server/db/schema';
import { sanitiseRichText } from '@server/src/rich-text/sanitise';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { isClientPerson } from './client-people';
import { DEMO_MODULES } from './demo-modules';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * How far the client at `index` (by id) has got: 0, 2, 4, 6 → every one, 1, 3, 5, … so that the
 * learners list has people at every step, some done with everything.
 */
const modulesDoneBy = (index: number, published: number) => Math.min((index * 2) % 7, published);

/**
 * When the client at `index` marked their `step`-th module (from 0) of `steps`: they started 10 to
 * 59 days before the seed and went on evenly towards it, minutes apart within a day, so a dashboard
 * of the last 30 days has marks in it and each person's marks follow the academy's order.
 */
function markedAt(now: Date, index: number, step: number, steps: number): Date {
  const startedDaysAgo = 10 + ((index * 17) % 50);
  const daysAgo = Math.round(startedDaysAgo * (1 - step / steps));
  return new Date(now.getTime() - daysAgo * DAY_MS - ((index * 37 + step * 53) % 600) * MINUTE_MS);
}

/** The onboarding modules, then each active client person's progress through the published ones. */
export const academySeed: DemoSeed = {
  area: 'academy',
  async run(db) {
    const now = new Date();
    const modules = await db
      .insert(helpModules)
      .values(
        DEMO_MODULES.map((module, index) => ({
          titleEn: module.title.en,
          titleEs: module.title.es,
          summaryEn: module.summary.en,
          summaryEs: module.summary.es,
          bodyEn: sanitiseRichText(module.body.en),
          bodyEs: sanitiseRichText(module.body.es),
          minutes: module.minutes,
          published: module.published,
          position: index + 1,
        })),
      )
      .returning({ id: helpModules.id, published: helpModules.published, position: helpModules.position });
    const published = modules.filter((module) => module.published).sort((a, b) => a.position - b.position);
    const clients = await db.select({ id: users.id }).from(users).where(isClientPerson).orderBy(asc(users.id));
    const marks = clients.flatMap((client, index) => {
      const steps = modulesDoneBy(index, published.length);
      return published.slice(0, steps).map((module, step) => ({
        userId: client.id,
        moduleId: module.id,
        completedAt: markedAt(now, index, step, steps),
      }));
    });
    if (marks.length > 0) await db.insert(moduleCompletions).values(marks);
  },
};
