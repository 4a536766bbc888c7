// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { QA_MODELS } from '@machines/qa-models';
import { qaChecklist } from '@machines/testing/qa';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('the QA checklists in docs/qa', () => {
  it.each(QA_MODELS.map((m) => [m.id, m] as const))(
    '%s.md is current (run `npm run test:paths` after changing a statechart)',
    (id, model) => {
      const written = readFileSync(`docs/qa/${id}.md`, 'utf8');
      expect(written).toBe(`${qaChecklist(model)}\n`);
    },
  );
});
