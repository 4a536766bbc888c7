import type { AreaNames } from './names';

/** How many demo rows the seed writes: more than a page of 20, so the list's pager shows. */
const DEMO_ROWS = 25;

export const contractFile = (n: AreaNames) => `import { z } from './zod';
import { pagedSchema, pagingQuery } from './common';
import { defineEndpoint } from './endpoint';
import { ACCESS } from './roles';

// The skeleton's columns; the area's own go here, in its table (server/db/${n.kebab}-schema.ts) and on its page.
export const ${n.singularCamel}Schema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
});
export type ${n.singularPascal} = z.infer<typeof ${n.singularCamel}Schema>;

export const ${n.camel}ListQuery = z.object({ ...pagingQuery });

/** ${n.title}: every staff role reads the list; a CLIENT gets 403. */
export const ${n.camel}Endpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/${n.kebab}/',
    access: ACCESS.staff,
    query: ${n.camel}ListQuery,
    response: pagedSchema(${n.singularCamel}Schema),
  }),
};
`;

export const tableFile = (n: AreaNames) => `import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const ${n.camel} = pgTable(
  '${n.snake}',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's order, newest first.
  (t) => [index('${n.snake}_created_at_idx').on(t.createdAt, t.id)],
);

export type ${n.singularPascal}Row = typeof ${n.camel}.$inferSelect;
`;

export const queriesFile = (n: AreaNames) => `import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { ${n.singularPascal}, ${n.camel}ListQuery } from '@/api/contract/${n.kebab}';
import type { Db } from '@server/db/client';
import { ${n.camel} } from '@server/db/schema';
import { pageOf } from '@server/src/sql/paging';

type ListQuery = z.output<typeof ${n.camel}ListQuery>;

/** One page of the list, newest first (a page past the last answers 404). */
export function ${n.camel}Page(db: Db, query: ListQuery) {
  return pageOf(
    db,
    () => db.$count(${n.camel}),
    query,
    async ({ limit, offset }) => {
      const rows = await db.select().from(${n.camel}).orderBy(desc(${n.camel}.createdAt), desc(${n.camel}.id)).limit(limit).offset(offset);
      return rows.map((row): ${n.singularPascal} => ({ id: row.id, name: row.name, created_at: row.createdAt.toISOString() }));
    },
  );
}
`;

export const routesFile = (n: AreaNames) => `import { ${n.camel}Endpoints } from '@/api/contract/${n.kebab}';
import { handlersFor } from '@server/src/http/endpoints';
import { ${n.camel}Page } from './queries';

export function ${n.camel}Handlers() {
  return handlersFor(${n.camel}Endpoints, {
    list: ({ db, query }) => ${n.camel}Page(db, query),
  });
}
`;

export const seedFile = (n: AreaNames) => `import type { Db } from '@server/db/client';
import { ${n.camel} } from '@server/db/schema';
import type { DemoSeed } from '@server/src/seed/demo-seed';

/** More than a page of the list, so its pager shows in the demo. */
export const DEMO_${n.snake.toUpperCase()} = ${DEMO_ROWS};

export const ${n.camel}Seed: DemoSeed = {
  area: '${n.kebab}',
  async run(db: Db) {
    await db.insert(${n.camel}).values(Array.from({ length: DEMO_${n.snake.toUpperCase()} }, (_, i) => ({ name: \`${n.singularTitle} \${i + 1}\` })));
  },
};
`;

export const apiTestFile = (n: AreaNames) => `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '@/api/contract/endpoint';
import { ${n.camel}Endpoints } from '@/api/contract/${n.kebab}';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { DEMO_${n.snake.toUpperCase()}, ${n.camel}Seed } from './seed';

let server: TestServer;
const tokens = {} as Record<'dev' | 'client', string>;

beforeAll(async () => {
  server = await startTestServer();
  await ${n.camel}Seed.run(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
  tokens.dev = (await signIn(server.app, (await server.createUser('DEV')).email)).access;
  tokens.client = (await signIn(server.app, (await server.createUser('CLIENT')).email)).access;
});
afterAll(() => server.close());

const list = (query: string, who: keyof typeof tokens | null = 'dev') =>
  server.app.inject({
    method: 'GET',
    url: \`\${${n.camel}Endpoints.list.path}\${query}\`,
    headers: who ? { authorization: \`Bearer \${tokens[who]}\` } : {},
  });

describe('the list of ${n.title.toLowerCase()}', () => {
  it('answers a page of the demo rows, newest first, with the count of all', async () => {
    const response = await list('?page_size=10');
    expect(response.statusCode).toBe(200);
    const page = response.json<ResponseOf<typeof ${n.camel}Endpoints.list>>();
    expect(page).toMatchObject({ count: DEMO_${n.snake.toUpperCase()}, num_pages: Math.ceil(DEMO_${n.snake.toUpperCase()} / 10), current_page: 1 });
    expect(page.results.map((row) => row.name)).toEqual(Array.from({ length: 10 }, (_, i) => \`${n.singularTitle} \${DEMO_${n.snake.toUpperCase()} - i}\`));
  });

  it('answers 400 with the field for a bad query', async () => {
    const response = await list('?page_size=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.page_size).toBeDefined();
  });

  it('answers 401 without a token', async () => {
    expect((await list('', null)).statusCode).toBe(401);
  });

  it('answers 403 to a role it does not admit', async () => {
    expect((await list('', 'client')).statusCode).toBe(403);
  });

  it('answers 404 past the last page', async () => {
    const response = await list(\`?page_size=10&page=\${Math.ceil(DEMO_${n.snake.toUpperCase()} / 10) + 1}\`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Invalid page.', code: 'not_found' });
  });
});
`;
