// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QA_MODELS } from '@machines/qa-models';
import { pathOutOfReach, qaChecklist, type QaModel } from '@machines/testing/qa';

const isQaModel = (value: unknown): value is QaModel =>
  typeof value === 'object' && value !== null && ['paths', 'step', 'expect'].every((key) => typeof Reflect.get(value, key) === 'function');

/** Every QA model a statechart's folder exports (`machines/<flow>/<flow>.paths.ts`), listed or not. */
const EXPORTED_MODELS = Object.entries(import.meta.glob<Record<string, unknown>>('./*/*.paths.ts', { eager: true })).flatMap(
  ([file, exports]) => Object.entries(exports).flatMap(([name, value]) => (isQaModel(value) ? [{ file, name, model: value }] : [])),
);

describe('QA_MODELS, the one list of QA models', () => {
  it('holds every model a statechart exports, each once', () => {
    expect(EXPORTED_MODELS.length).toBeGreaterThan(0);
    const left = EXPORTED_MODELS.filter(({ model }) => !QA_MODELS.includes(model)).map(({ file, name }) => `${name} (${file})`);
    expect(left, 'add these to machines/qa-models.ts').toEqual([]);
    expect(new Set(QA_MODELS.map((m) => m.id)).size).toBe(QA_MODELS.length);
  });

  it('has one checklist in docs/qa each, and docs/qa holds no other', () => {
    const written = readdirSync('docs/qa').filter((file) => file.endsWith('.md'));
    expect(written.sort()).toEqual(QA_MODELS.map((m) => `${m.id}.md`).sort());
  });
});

describe('the QA checklists in docs/qa', () => {
  it.each(QA_MODELS.map((m) => [m.id, m] as const))(
    '%s.md is current (run `npm run test:paths` after changing a statechart)',
    (id, model) => {
      const written = readFileSync(`docs/qa/${id}.md`, 'utf8');
      expect(written).toBe(`${qaChecklist(model)}\n`);
    },
  );

  it.each(QA_MODELS.map((m) => [m.id, m] as const))(
    '%s.md asks for no failure a tester cannot cause, and counts the paths it leaves out',
    (_id, model) => {
      const checklist = qaChecklist(model);
      const steps = checklist.split('\n').filter((line) => /^\d+\. /.test(line));
      expect(steps.filter((step) => /stop the server|go offline|server is (down|unreachable)|stub server/i.test(step))).toEqual([]);
      const paths = model.paths();
      const printed = paths.filter((path) => !pathOutOfReach(model, path)).length;
      expect(checklist.match(/^## Path \d+$/gm) ?? []).toHaveLength(printed);
      const left = paths.length - printed;
      expect(checklist).toContain(left === 0 ? 'All of them are below.' : `the other ${left} ${left === 1 ? 'is' : 'are'} left out`);
    },
  );
});
