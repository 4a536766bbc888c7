// `npm run test:paths` (through scripts/print-paths.mjs): writes each statechart's paths as a QA
// checklist, docs/qa/<machine>.md, and prints where they went.
import { mkdirSync, writeFileSync } from 'node:fs';
import { i18n } from '@/i18n/i18n';
import { QA_MODELS } from '@machines/qa-models';
import { pathOutOfReach, qaChecklist } from '@machines/testing/qa';

export const QA_DIR = 'docs/qa';

export function writeQaChecklists(): string[] {
  // The checklists quote the messages the screens show, in English.
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  mkdirSync(QA_DIR, { recursive: true });
  return QA_MODELS.map((model) => {
    const file = `${QA_DIR}/${model.id}.md`;
    writeFileSync(file, `${qaChecklist(model)}\n`);
    const paths = model.paths();
    const printed = paths.filter((path) => !pathOutOfReach(model, path)).length;
    console.log(`${file}: ${paths.length} paths, ${printed} of them a tester can walk in the running demo`);
    return file;
  });
}
