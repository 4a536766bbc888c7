import type { AreaNames } from './names';
import * as server from './server-files';
import * as web from './web-files';

/** Every file a new area starts with, by its path in the repository. */
export function newFiles(n: AreaNames): Record<string, string> {
  return {
    [`src/api/contract/${n.kebab}.ts`]: server.contractFile(n),
    [`server/db/${n.kebab}-schema.ts`]: server.tableFile(n),
    [`server/src/${n.kebab}/queries.ts`]: server.queriesFile(n),
    [`server/src/${n.kebab}/routes.ts`]: server.routesFile(n),
    [`server/src/${n.kebab}/seed.ts`]: server.seedFile(n),
    [`server/src/${n.kebab}/${n.kebab}.test.ts`]: server.apiTestFile(n),
    [`src/features/${n.kebab}/${n.kebab}-api.ts`]: web.apiFile(n),
    [`src/features/${n.kebab}/${n.kebab}-queries.ts`]: web.queriesFile(n),
    [`src/features/${n.kebab}/${n.pascal}Page.tsx`]: web.pageFile(n),
    [`src/features/${n.kebab}/index.ts`]: web.indexFile(n),
    [`src/routes/_auth/dashboard/${n.kebab}.tsx`]: web.routeFile(n),
  };
}
