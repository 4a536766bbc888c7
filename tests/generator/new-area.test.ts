import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaNames, invalidName } from '@scripts/new-area/names';

describe('the names of a new area', () => {
  it('spells a kebab-case name in each form its files use', () => {
    expect(areaNames('purchase-orders')).toEqual({
      kebab: 'purchase-orders',
      camel: 'purchaseOrders',
      pascal: 'PurchaseOrders',
      snake: 'purchase_orders',
      title: 'Purchase orders',
      singularPascal: 'PurchaseOrder',
      singularCamel: 'purchaseOrder',
      singularTitle: 'Purchase order',
    });
    expect(areaNames('categories').singularPascal).toBe('Category');
    expect(areaNames('boxes').singularPascal).toBe('Box');
    expect(areaNames('status').singularPascal).toBe('Status');
    expect(areaNames('inventory').singularPascal).toBe('Inventory');
  });

  it('refuses what is not kebab-case, and a name that would declare a word already in use', () => {
    expect(invalidName('invoices')).toBeUndefined();
    expect(invalidName('purchase-orders-2')).toBeUndefined();
    for (const bad of [undefined, '', 'Invoices', 'purchase_orders', 'purchaseOrders', '-x', 'x-', 'a--b', '2fa', 'é', 'x'.repeat(41)])
      expect(invalidName(bad), String(bad)).toBeTruthy();
    expect(invalidName('delete')).toMatch(/delete/);
    expect(invalidName('routes')).toMatch(/Route/);
  });
});

const TRIAL = areaNames('trial-notes');
/** The repository's own folders the copy leaves out: history, build output, data, reports; node_modules is linked. */
const LEFT_OUT = new Set(['.git', 'node_modules', 'dist', 'data', 'coverage', 'test-results']);

interface Finished {
  code: number | null;
  output: string;
}

let copy = '';

/** Runs a command in the copy, as a terminal would, without the variables of the Vitest run this test is in. */
function inCopy(command: string, args: string[]): Promise<Finished> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST'));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: copy, env: { ...env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const bin = (tool: string) => path.join(copy, 'node_modules/.bin', tool);
const newArea = (...args: string[]) => inCopy(process.execPath, ['--import', 'tsx', 'scripts/new-area.ts', ...args]);
const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');

/** The files the generator listed in its summary under a heading ("Written:", "Updated:"). */
function listed(output: string, heading: string): string[] {
  const lines = (output.split(`${heading}\n`)[1] ?? '').split('\n');
  const end = lines.findIndex((line) => !line.startsWith('  '));
  return lines.slice(0, end === -1 ? undefined : end).map((line) => line.trim());
}

let generated: Finished;
let written: string[] = [];
let checks: { typecheck: Promise<Finished>; lint: Promise<Finished>; format: Promise<Finished>; apiTest: Promise<Finished> };

describe('npm run new:area, in a copy of the repository', () => {
  beforeAll(async () => {
    copy = mkdtempSync(path.join(tmpdir(), 'lato-new-area-'));
    cpSync('.', copy, { recursive: true, filter: (source) => !LEFT_OUT.has(path.relative('.', source).split(path.sep)[0]!) });
    symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'), 'dir');
    generated = await newArea(TRIAL.kebab);
    written = listed(generated.output, 'Written:');
    if (generated.code !== 0) {
      const notRun = Promise.resolve({ code: null, output: 'Not run: the generator failed (see the first test).' });
      checks = { typecheck: notRun, lint: notRun, format: notRun, apiTest: notRun };
      return;
    }
    const typeScript = [...written, ...listed(generated.output, 'Updated:')].filter((file) => /\.tsx?$/.test(file));
    // The checks are independent: started together, they share the wait.
    checks = {
      typecheck: inCopy(bin('tsc'), ['-p', 'tsconfig.json']),
      lint: inCopy(bin('oxlint'), ['--deny-warnings', ...typeScript]),
      format: inCopy(bin('prettier'), ['--check', ...written.filter((file) => !file.includes('/migrations/'))]),
      apiTest: inCopy(bin('vitest'), ['run', '--project', 'api', `server/src/${TRIAL.kebab}/${TRIAL.kebab}.test.ts`]),
    };
  });

  afterAll(async () => {
    if (!copy) return;
    // Ends whatever a failed check left running before the folder goes.
    if (checks) await Promise.allSettled(Object.values(checks));
    if (existsSync(path.join(copy, 'node_modules'))) unlinkSync(path.join(copy, 'node_modules'));
    rmSync(copy, { recursive: true, force: true });
  });

  it('writes the area and registers it in each list of areas', () => {
    expect(generated.code, generated.output).toBe(0);
    expect(written).toEqual(
      expect.arrayContaining([
        'src/api/contract/trial-notes.ts',
        'server/db/trial-notes-schema.ts',
        'server/src/trial-notes/routes.ts',
        'server/src/trial-notes/queries.ts',
        'server/src/trial-notes/seed.ts',
        'server/src/trial-notes/trial-notes.test.ts',
        'src/features/trial-notes/index.ts',
        'src/features/trial-notes/TrialNotesPage.tsx',
        'src/features/trial-notes/trial-notes-queries.ts',
        'src/routes/_auth/dashboard/trial-notes.tsx',
      ]),
    );
    for (const file of written) expect(existsSync(path.join(copy, file)), file).toBe(true);
    expect(read('src/api/contract/api.ts')).toMatch(/^ {2}trialNotes: trialNotesEndpoints,$/m);
    expect(read('server/src/areas.ts')).toMatch(
      /trialNotes: area\(\{ contract: API\.trialNotes, handlers: trialNotesHandlers, seed: trialNotesSeed \}\)/,
    );
    const migration = written.find((file) => file.endsWith('_trial_notes.sql'));
    expect(migration && read(migration)).toContain('CREATE TABLE "trial_notes"');
    expect(read('src/routeTree.gen.ts')).toContain("'/_auth/dashboard/trial-notes'");
  });

  it('gives every message of the new page its Spanish', () => {
    const entries = read('locales/es/messages.po')
      .split('\n\n')
      .filter((entry) => entry.includes('#: src/features/trial-notes/') || entry.includes('#: src/routes/_auth/dashboard/trial-notes.tsx'));
    expect(entries.map((entry) => entry.match(/^msgid "(.*)"$/m)?.[1])).toEqual(
      expect.arrayContaining(['Trial notes', 'Nothing here yet.', 'Could not load this list.', 'Created']),
    );
    expect(entries.filter((entry) => /^msgstr ""$/m.test(entry))).toEqual([]);
    expect(read('locales/es/messages.po')).toContain('msgid "Nothing here yet."\nmsgstr "Aún no hay nada aquí."');
  });

  it('refuses the same name again, and a name that is not kebab-case, with exit code 1', async () => {
    const again = await newArea(TRIAL.kebab);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`"${TRIAL.kebab}" is taken`);
    const invalid = await newArea('Trial_Notes');
    expect(invalid.code).toBe(1);
    expect(invalid.output).toContain('is not a kebab-case name');
    expect(existsSync(path.join(copy, 'src/features/Trial_Notes'))).toBe(false);
  });

  it('type-checks as generated, with the route tree written again', async () => {
    const { code, output } = await checks.typecheck;
    expect(code, output).toBe(0);
  });

  it('passes lint and Prettier as generated', async () => {
    const lint = await checks.lint;
    expect(lint.code, lint.output).toBe(0);
    const format = await checks.format;
    expect(format.code, format.output).toBe(0);
  });

  it('passes its own API test: success, 400, 401, 403 and 404', async () => {
    const { code, output } = await checks.apiTest;
    expect(code, output).toBe(0);
    expect(output).toMatch(/Tests\s+5 passed/);
  });
});
