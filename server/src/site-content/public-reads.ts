import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AboutPage, ContactPage, FaqPage, SiteLanguage } from '@/api/contract/site-content';
import { CALL_OUTCOMES } from '@/api/contract/lato-ai-values';
import { STAFF_ROLES } from '@/api/contract/roles';
import { matchesAllWords } from '@/api/contract/text-search';
import type { Db } from '@server/db/client';
import { calls, faqCategories, faqEntries, offices, organisations, projects, teamProfiles, testimonials, users } from '@server/db/schema';
import { richTextToPlain } from '@server/src/rich-text/sanitise';
import { readTogether } from '@server/src/sql/read-together';

/** A text in the language asked for; the Spanish page falls back to the English text where the Spanish one is empty. */
const inLanguage = (lang: SiteLanguage, en: string, es: string) => (lang === 'es' && es !== '' ? es : en);

/**
 * The FAQ page: its categories in order, each with its published answers in order, in one
 * language. With a search, only the answers whose question and text hold every word of it
 * (accents and case aside); a category with no answer to show is left out.
 */
export async function readFaqPage(db: Db, lang: SiteLanguage, q?: string): Promise<FaqPage> {
  const [categoryRows, entryRows] = await readTogether(db, [
    () => db.select().from(faqCategories).orderBy(asc(faqCategories.position), asc(faqCategories.id)),
    () => db.select().from(faqEntries).where(eq(faqEntries.published, true)).orderBy(asc(faqEntries.position), asc(faqEntries.id)),
  ]);
  const entries = entryRows
    .map((row) => ({
      category: row.categoryId,
      entry: {
        slug: row.slug,
        question: inLanguage(lang, row.questionEn, row.questionEs),
        answer: inLanguage(lang, row.answerEn, row.answerEs),
      },
    }))
    .filter(({ entry }) => !q || matchesAllWords([entry.question, richTextToPlain(entry.answer)], q));
  return {
    categories: categoryRows
      .map((category) => ({
        slug: category.slug,
        name: inLanguage(lang, category.nameEn, category.nameEs),
        entries: entries.filter((found) => found.category === category.id).map((found) => found.entry),
      }))
      .filter((category) => category.entries.length > 0),
  };
}

/** Calls the assistant picked up and dealt with: inbound, real (not the simulator's), and not missed. */
const ANSWERED_OUTCOMES = CALL_OUTCOMES.filter((outcome) => outcome !== 'missed');

/**
 * The About page: counters read from the product's own tables, the staff who opted in to appear
 * (active staff accounts only, in their order then by name), and the published testimonials.
 */
export async function readAboutPage(db: Db, lang: SiteLanguage): Promise<AboutPage> {
  const [clients, delivered, answered, team, quotes] = await readTogether(db, [
    () => db.$count(organisations),
    () => db.$count(projects, eq(projects.status, 'completed')),
    () => db.$count(calls, and(eq(calls.direction, 'inbound'), eq(calls.isTest, false), inArray(calls.outcome, ANSWERED_OUTCOMES))),
    () =>
      db
        .select({ id: users.id, name: users.fullName, avatar: users.avatar, profile: teamProfiles })
        .from(teamProfiles)
        .innerJoin(users, eq(users.id, teamProfiles.userId))
        .where(and(eq(teamProfiles.shown, true), eq(users.isActive, true), inArray(users.role, STAFF_ROLES)))
        .orderBy(asc(teamProfiles.position), asc(users.fullName), asc(users.id)),
    () => db.select().from(testimonials).where(eq(testimonials.published, true)).orderBy(asc(testimonials.position), asc(testimonials.id)),
  ]);
  return {
    counters: { clients, projects_delivered: delivered, calls_answered: answered },
    team: team.map(({ id, name, avatar, profile }) => ({
      id,
      name,
      avatar,
      title: inLanguage(lang, profile.titleEn, profile.titleEs),
      bio: inLanguage(lang, profile.bioEn, profile.bioEs),
    })),
    testimonials: quotes.map((row) => ({
      id: row.id,
      author_name: row.authorName,
      author_role: row.authorRole,
      company: row.company,
      quote: inLanguage(lang, row.quoteEn, row.quoteEs),
    })),
  };
}

/** The Contact page: the offices in order. */
export async function readContactPage(db: Db, lang: SiteLanguage): Promise<ContactPage> {
  const rows = await db.select().from(offices).orderBy(asc(offices.position), asc(offices.id));
  return {
    offices: rows.map((row) => ({
      id: row.id,
      name: inLanguage(lang, row.nameEn, row.nameEs),
      address: row.address,
      city: row.city,
      country: row.country,
      phone: row.phone,
      email: row.email,
    })),
  };
}
