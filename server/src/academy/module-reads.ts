import { and, asc, eq } from 'drizzle-orm';
import type { HelpModule, ModuleList, ModuleSummary } from '@/api/contract/academy';
import type { Db } from '@server/db/client';
import { helpModules, moduleCompletions } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import type { Reader } from './reader';

const summaryColumns = {
  id: helpModules.id,
  titleEn: helpModules.titleEn,
  titleEs: helpModules.titleEs,
  summaryEn: helpModules.summaryEn,
  summaryEs: helpModules.summaryEs,
  minutes: helpModules.minutes,
  published: helpModules.published,
  position: helpModules.position,
  updatedAt: helpModules.updatedAt,
  completedAt: moduleCompletions.completedAt,
};
const wholeColumns = { ...summaryColumns, bodyEn: helpModules.bodyEn, bodyEs: helpModules.bodyEs };

interface SummaryRow {
  id: number;
  titleEn: string;
  titleEs: string;
  summaryEn: string;
  summaryEs: string;
  minutes: number;
  published: boolean;
  position: number;
  updatedAt: Date;
  completedAt: Date | null;
}

const toSummary = (row: SummaryRow): ModuleSummary => ({
  id: row.id,
  title: { en: row.titleEn, es: row.titleEs },
  summary: { en: row.summaryEn, es: row.summaryEs },
  minutes: row.minutes,
  published: row.published,
  position: row.position,
  completed_at: row.completedAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
});

/** The reader's own mark only: everyone else's progress is not theirs to see here. */
const ownMark = (reader: Reader) => and(eq(moduleCompletions.moduleId, helpModules.id), eq(moduleCompletions.userId, reader.id));

/** The modules the reader may see: every one for an editor, the published ones for a client person. */
export const visibleTo = (reader: Reader) => (reader.seesDrafts ? undefined : eq(helpModules.published, true));

export async function moduleList(db: Db, reader: Reader): Promise<ModuleList> {
  const rows = await db
    .select(summaryColumns)
    .from(helpModules)
    .leftJoin(moduleCompletions, ownMark(reader))
    .where(visibleTo(reader))
    .orderBy(asc(helpModules.position), asc(helpModules.id));
  return { results: rows.map(toSummary) };
}

export async function moduleSummary(db: Db, reader: Reader, id: number): Promise<ModuleSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(helpModules)
    .leftJoin(moduleCompletions, ownMark(reader))
    .where(and(eq(helpModules.id, id), visibleTo(reader)));
  if (!row) throw notFound('Module not found.');
  return toSummary(row);
}

export async function wholeModule(db: Db, reader: Reader, id: number): Promise<HelpModule> {
  const [row] = await db
    .select(wholeColumns)
    .from(helpModules)
    .leftJoin(moduleCompletions, ownMark(reader))
    .where(and(eq(helpModules.id, id), visibleTo(reader)));
  if (!row) throw notFound('Module not found.');
  return { ...toSummary(row), body: { en: row.bodyEn, es: row.bodyEs } };
}
