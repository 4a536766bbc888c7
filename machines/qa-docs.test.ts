// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { QA_MODELS } from '@machines/qa-models';
import { pathOutOfReach, qaChecklist } from '@machines/testing/qa';

i18n.loadAndActivate({ locale: 'en', messages: {} });

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
