// `npm run test:paths` (through scripts/print-paths.mjs): writes each statechart's paths as a QA
// checklist, docs/qa/<machine>.md, and prints where they went.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { QA_MODELS } from '@machines/qa-models';
import { pathOutOfReach, qaChecklist } from '@machines/testing/qa';

export const QA_DIR = 'docs/qa';

export function writeQaChecklists(): string[] {
  mkdirSync(QA_DIR, { recursive: true });
  const written = QA_MODELS.map((model) => {
    const file = `${QA_DIR}/${model.id}.md`;
    writeFileSync(file, `${qaChecklist(model)}\n`);
    const paths = model.paths();
    const printed = paths.filter((path) => !pathOutOfReach(model, path)).length;
    console.log(`${file}: ${paths.length} paths, ${printed} of them a tester can walk in the running demo`);
    return file;
  });
  // A checklist whose model left the list (a flow removed or renamed) would mislead a tester.
  const checklists = readdirSync(QA_DIR).filter((name) => name.endsWith('.md'));
  for (const file of checklists.map((name) => `${QA_DIR}/${name}`)) {
    if (written.includes(file)) continue;
    rmSync(file);
    console.log(`${file}: removed, no model in machines/qa-models.ts`);
  }
  return written;
}
