import { sql } from 'drizzle-orm';
import type { ModuleCompletions } from '@/api/contract/academy';
import type { Db } from '@server/db/client';
import { helpModules, moduleCompletions, users } from '@server/db/schema';
import { inCurrent, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { readTogether } from '@server/src/sql/read-together';
import { isClientPerson } from './client-people';

interface ModuleRow {
  id: number;
  title_en: string;
  title_es: string;
  done: number;
  done_in_period: number;
}

/**
 * Each published module in the academy's order: how many client people have done it, ever and in
 * the period (the reader's days); and how many client people there are, what `done` is out of.
 */
export async function completionsByModule(db: Db, period: PeriodAsked): Promise<ModuleCompletions> {
  const people = sql`people as (select ${users.id} as id from ${users} where ${isClientPerson})`;
  const [rows, [totals]] = await readTogether(db, [
    () =>
      rowsOf<ModuleRow>(
        db,
        sql`${withBounds(period)}, ${people},
        marks as (
          select ${moduleCompletions.moduleId} as module_id, ${moduleCompletions.completedAt} as completed_at
          from ${moduleCompletions} join people on people.id = ${moduleCompletions.userId}
        )
        select ${helpModules.id} as id, ${helpModules.titleEn} as title_en, ${helpModules.titleEs} as title_es,
          count(marks.module_id)::int as done,
          count(marks.module_id) filter (where ${inCurrent(sql`marks.completed_at`)})::int as done_in_period
        from bounds cross join ${helpModules} left join marks on marks.module_id = ${helpModules.id}
        where ${helpModules.published}
        group by ${helpModules.id}
        order by ${helpModules.position}, ${helpModules.id}`,
      ),
    // Read from the bounds too, so a time zone PostgreSQL does not know is refused even with no module.
    () =>
      rowsOf<{ client_people: number }>(
        db,
        sql`${withBounds(period)}, ${people} select (select count(*) from people)::int as client_people from bounds`,
      ),
  ]);
  return {
    rows: rows.map((row) => ({
      module: { id: row.id, title: { en: row.title_en, es: row.title_es } },
      done: row.done,
      done_in_period: row.done_in_period,
    })),
    client_people: totals!.client_people,
  };
}
