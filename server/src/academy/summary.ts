import { sql } from 'drizzle-orm';
import type { AcademySummary } from '@/api/contract/academy';
import type { Db } from '@server/db/client';
import { helpModules, moduleCompletions, users } from '@server/db/schema';
import { inCurrent, inEither, inPrevious, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { isClientPerson } from './client-people';

interface SummaryRow {
  completions: number;
  previous_completions: number;
  learners: number;
  previous_learners: number;
  published_modules: number;
  client_people: number;
  finished_everything: number;
}

/**
 * The client people's marks in the period (the reader's days) and how many of them marked any, with
 * the period before's when compared; then today's: the published modules, the client people, and
 * those who have done each published one. A mark counts whatever its module has become since (a
 * module unpublished later was still done then); finishing everything asks for every module
 * published now, and means nothing while none is (0, not every client person).
 */
export async function academySummary(db: Db, period: PeriodAsked): Promise<AcademySummary> {
  const done = sql`marks.completed_at`;
  const [row] = await rowsOf<SummaryRow>(
    db,
    sql`${withBounds(period)},
    people as (select ${users.id} as id from ${users} where ${isClientPerson}),
    marks as (
      select ${moduleCompletions.userId} as user_id, ${moduleCompletions.completedAt} as completed_at
      from ${moduleCompletions} join people on people.id = ${moduleCompletions.userId}
    ),
    in_period as (
      select count(*) filter (where ${inCurrent(done)})::int as completions,
        count(*) filter (where ${inPrevious(done)})::int as previous_completions,
        count(distinct marks.user_id) filter (where ${inCurrent(done)})::int as learners,
        count(distinct marks.user_id) filter (where ${inPrevious(done)})::int as previous_learners
      from marks, bounds
      where ${inEither(done)}
    ),
    published as (select ${helpModules.id} as id from ${helpModules} where ${helpModules.published}),
    today as (
      select (select count(*) from published)::int as published_modules,
        (select count(*) from people)::int as client_people,
        (select count(*) from people
          where exists (select 1 from published)
            and not exists (
              select 1 from published
              where not exists (
                select 1 from ${moduleCompletions}
                where ${moduleCompletions.userId} = people.id and ${moduleCompletions.moduleId} = published.id
              )
            ))::int as finished_everything
    )
    select in_period.*, today.* from bounds, in_period, today`,
  );
  const figures = row!;
  const compared = (value: number, previous: number) => ({ value, previous: period.compare ? previous : null });
  return {
    completions: compared(figures.completions, figures.previous_completions),
    learners: compared(figures.learners, figures.previous_learners),
    published_modules: figures.published_modules,
    client_people: figures.client_people,
    finished_everything: figures.finished_everything,
  };
}
