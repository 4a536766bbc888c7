import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@server/src/lato-ai/settings';
import { rulesSummary } from './embedded-engine';
import { say } from './phrases';

describe('phrases about a number', () => {
  it('take the plural form of the number’s language', () => {
    expect([1, 2, 0].map((count) => say('en', 'summaryHandled', { count }))).toEqual([
      'The assistant answered one question.',
      'The assistant answered 2 questions.',
      'The assistant answered 0 questions.',
    ]);
    expect([1, 2, 1_000_000].map((count) => say('es', 'summaryHandled', { count }))).toEqual([
      'El asistente respondió una pregunta.',
      'El asistente respondió 2 preguntas.',
      // Spanish's `many` (a million) has no form of its own: `other` says it.
      'El asistente respondió 1000000 preguntas.',
    ]);
  });

  it('make summaries without "(s)", in the number’s language', () => {
    const asked = (text: string) => ({ role: 'customer' as const, text });
    const english = defaultSettings({ friendlyName: 'Okafor Dental' }, 'en');
    const spanish = defaultSettings({ friendlyName: 'Clínica Okafor' }, 'es');
    expect(rulesSummary(english, [asked('Where do I park?')])).toBe(
      'The caller said: "Where do I park?". The assistant answered one question.',
    );
    expect(rulesSummary(spanish, [asked('¿Dónde aparco?'), asked('¿Aceptan tarjeta?')])).toBe(
      'La persona que llamó dijo: «¿Dónde aparco?». El asistente respondió 2 preguntas.',
    );
  });
});
