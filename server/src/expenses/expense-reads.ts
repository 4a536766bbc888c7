import { and, between, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
  type ExpenseCategoryTotal,
  type Expenses,
  type expensesQuery,
} from '@/api/contract/expenses';
import type { Db } from '@server/db/client';
import { expenses, users } from '@server/db/schema';
import { firstDayRead, type FinancePeriodAsked } from '@server/src/invoices/analytics/period';
import { rowsOf } from '@server/src/sql/rows-of';
import { expenseWithRecorder, recorderJoin, toExpense } from './expense-rows';

type ExpensesAsked = z.output<typeof expensesQuery>;

interface TotalsRow {
  /** Null on the row of every category together (the rollup's). */
  category: ExpenseCategory | null;
  amount_minor: number;
  count: number;
  previous_amount_minor: number;
}

/**
 * The period's totals per category and over all of them in one statement (a rollup), with the
 * period before's beside them: the rows read run from the period before's first day when compared,
 * and each sum takes its own days. Not compared, the period before is not read at all.
 */
function periodTotals(db: Db, period: FinancePeriodAsked): Promise<TotalsRow[]> {
  const inPeriod = sql`${expenses.spentOn} >= ${period.from}::date`;
  return rowsOf<TotalsRow>(
    db,
    sql`
    select case when grouping(${expenses.category}) = 1 then null else ${expenses.category} end as category,
      coalesce(sum(${expenses.amountMinor}) filter (where ${inPeriod}), 0)::float8 as amount_minor,
      (count(*) filter (where ${inPeriod}))::int as count,
      coalesce(sum(${expenses.amountMinor}) filter (where not ${inPeriod}), 0)::float8 as previous_amount_minor
    from ${expenses}
    where ${expenses.currency} = ${period.currency} and ${expenses.spentOn} between ${firstDayRead(period)}::date and ${period.to}::date
    group by rollup (${expenses.category})`,
  );
}

/** The period's expenses in the currency, the latest day first (the latest recorded first within a day), at most `limit`. */
async function listedExpenses(db: Db, asked: ExpensesAsked) {
  const rows = await db
    .select(expenseWithRecorder)
    .from(expenses)
    .leftJoin(users, recorderJoin)
    .where(and(eq(expenses.currency, asked.currency), between(expenses.spentOn, asked.from, asked.to)))
    .orderBy(desc(expenses.spentOn), desc(expenses.id))
    .limit(asked.limit);
  return rows.map(toExpense);
}

/**
 * The expenses read: the period's total and count over all its expenses in the currency (not only
 * those listed), the period before's total when compared, the totals per category in the
 * contract's order (a category with nothing in either period left out), and the latest expenses.
 */
export async function readExpenses(db: Db, asked: ExpensesAsked): Promise<Expenses> {
  const [totals, rows] = await Promise.all([periodTotals(db, asked), listedExpenses(db, asked)]);
  const previous = (amount: number) => (asked.compare ? amount : null);
  // A rollup over no rows still answers its total row; the fallback only keeps the types honest.
  const all = totals.find((row) => row.category === null) ?? { amount_minor: 0, count: 0, previous_amount_minor: 0 };
  const byCategory = new Map(totals.flatMap((row) => (row.category === null ? [] : [[row.category, row] as const])));
  return {
    total_minor: all.amount_minor,
    count: all.count,
    previous_total_minor: previous(all.previous_amount_minor),
    by_category: EXPENSE_CATEGORIES.flatMap((category): ExpenseCategoryTotal[] => {
      const row = byCategory.get(category);
      if (!row) return [];
      return [{ category, amount_minor: row.amount_minor, count: row.count, previous_amount_minor: previous(row.previous_amount_minor) }];
    }),
    rows,
  };
}
