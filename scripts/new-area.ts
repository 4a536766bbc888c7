// `npm run new:area <name>`: writes a working area with one list (contract, server, demo seed, API
// test, page, menu entry, Spanish), registered everywhere areas are listed. README, "Adding an area".
import { areaNames, invalidName } from './new-area/names';

function refuse(message: string): never {
  process.stderr.write(`new:area: ${message}\n`);
  process.exit(1);
}

const [name, ...extra] = process.argv.slice(2);
if (extra.length > 0) refuse(`one name at a time, in kebab-case (got ${[name, ...extra].join(' ')}).`);
const invalid = invalidName(name);
if (invalid) refuse(invalid);
const names = areaNames(name!);
// Loaded only for a well-formed name: a mistyped one is refused at once, without loading the
// contract, the database schema and the tools the writing needs.
const { takenBy } = await import('./new-area/taken');
const taken = takenBy(names);
if (taken) refuse(`"${names.kebab}" is taken: ${taken}. Choose another name.`);

try {
  const { generateArea } = await import('./new-area/generate');
  const { written, touched, spanish } = await generateArea(names);
  const list = (files: string[]) => files.map((file) => `  ${file}`).join('\n');
  process.stdout.write(
    [
      `Area ${names.kebab}: wrote ${written.length} files and updated ${touched.length}.`,
      `Written:\n${list(written)}`,
      `Updated:\n${list(touched)}`,
      `Spanish from the generator's table: ${spanish.map((text) => `"${text}"`).join(', ')}.`,
      '',
      'To fill in (README, "Adding an area"):',
      `  - the real columns: src/api/contract/${names.kebab}.ts, server/db/${names.kebab}-schema.ts (then npm run db:generate), the seed and the page`,
      `  - the roles: ACCESS.staff in the contract and the route; the API test's 403 follows`,
      `  - the menu entry's place (src/routes/_auth/dashboard/${names.kebab}.tsx) and the expected menus in src/menu.test.ts`,
      `  - the Spanish of "${names.title}" in locales/es/messages.po (it is in English there)`,
      `  - a statechart's QA model in machines/qa-models.ts, if the area gets one`,
      '',
    ].join('\n'),
  );
} catch (error) {
  refuse(`stopped part way (the files written so far stay): ${error instanceof Error ? error.message : String(error)}`);
}
