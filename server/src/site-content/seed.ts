import { inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { faqCategories, faqEntries, offices, teamProfiles, testimonials, users } from '@server/db/schema';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { DEMO_FAQ, DEMO_OFFICES, DEMO_TEAM, DEMO_TESTIMONIALS } from './seed-content';
import { slugFrom } from './slugs';

async function seedFaq(db: Db) {
  for (const [position, category] of DEMO_FAQ.entries()) {
    const [row] = await db
      .insert(faqCategories)
      .values({ slug: slugFrom(category.name[0], 'faq'), nameEn: category.name[0], nameEs: category.name[1], position })
      .returning();
    await db.insert(faqEntries).values(
      category.entries.map((entry, i) => ({
        categoryId: row!.id,
        slug: slugFrom(entry.question[0], 'question'),
        questionEn: entry.question[0],
        questionEs: entry.question[1],
        answerEn: entry.answer[0],
        answerEs: entry.answer[1],
        position: i,
      })),
    );
  }
}

/** The staff logins who opted in to the About page, those the demo has. */
async function seedTeam(db: Db) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_TEAM.map((member) => member.email),
      ),
    );
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  const cards = DEMO_TEAM.flatMap(({ email, ...texts }, position) => {
    const userId = idOf.get(email);
    return userId === undefined ? [] : [{ userId, shown: true, position, ...texts }];
  });
  if (cards.length > 0) await db.insert(teamProfiles).values(cards);
}

/**
 * The public site's texts in English and Spanish: the FAQ, the offices, the testimonials, and the
 * cards of the staff logins who appear on the About page. The answers are written as the editor
 * writes them (sanitised HTML), and their slugs as the editor would make them.
 */
export const siteContentSeed: DemoSeed = {
  area: 'site-content',
  async run(db) {
    await seedFaq(db);
    await db.insert(offices).values(DEMO_OFFICES.map((office, position) => ({ ...office, position })));
    await db.insert(testimonials).values(DEMO_TESTIMONIALS.map((quote, position) => ({ ...quote, position })));
    await seedTeam(db);
  },
};
