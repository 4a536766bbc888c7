import { describe, expect, it } from 'vitest';
import { parseCallsSearch } from './calls-search';

describe('the open conversation in the address', () => {
  it('keeps a phone number in E.164, however it was written', () => {
    expect(parseCallsSearch({ tab: 'messages', thread: '+1 (415) 555-0110' }).thread).toBe('+14155550110');
  });

  it('keeps a sender id as it is written, so its thread opens', () => {
    expect(parseCallsSearch({ tab: 'messages', thread: 'ACME' }).thread).toBe('ACME');
    expect(parseCallsSearch({ tab: 'messages', thread: 'Dr Lee' }).thread).toBe('Dr Lee');
  });

  it('leaves out what is neither', () => {
    for (const thread of ['AC-ME', 'TwelveLetter', '<b>x</b>', ''])
      expect(parseCallsSearch({ tab: 'messages', thread })).toEqual({ tab: 'messages' });
  });
});
