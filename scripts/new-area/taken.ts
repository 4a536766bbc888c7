import { existsSync } from 'node:fs';
import { getTableName, isTable } from 'drizzle-orm';
import { API } from '@/api/contract/api';
import * as schema from '@server/db/schema';
import type { AreaNames } from './names';
import { newFiles } from './templates';

/** What already answers to the name: a file or folder the area would write, an area of the contract, a table. */
export function takenBy(names: AreaNames): string | undefined {
  const folders = [`src/features/${names.kebab}`, `server/src/${names.kebab}`, `src/routes/_auth/dashboard/${names.kebab}`];
  const existing = [...folders, ...Object.keys(newFiles(names))].find((path) => existsSync(path));
  if (existing) return `${existing} already exists`;
  if (names.camel in API) return `the contract already has an area ${names.camel} (src/api/contract/api.ts)`;
  const table = Object.values(schema).find((value) => isTable(value) && getTableName(value) === names.snake);
  if (table) return `the database already has a table ${names.snake} (server/db/schema.ts)`;
  return undefined;
}
