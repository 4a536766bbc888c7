import { describe, expect, it } from 'vitest';
import { NO_CALL_FILTERS } from '@machines/calls-list/call-filters';
import { parseCallsSearch, parseNumberSearch, searchOf } from './calls-search';

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

describe('the business in the address', () => {
  it('keeps the business beside the number, and leaves out one that is not an id', () => {
    expect(parseCallsSearch({ org: '2', number: '5' })).toEqual({ org: 2, number: 5 });
    expect(parseCallsSearch({ org: 'casa', number: '5' })).toEqual({ number: 5 });
    expect(parseNumberSearch({ org: '2', number: '5', page: '3' })).toEqual({ org: 2, number: 5 });
    expect(parseNumberSearch({ org: '0' })).toEqual({});
  });

  it('keeps it when the filters or the page change', () => {
    expect(searchOf(5, { ...NO_CALL_FILTERS, status: 'no_answer' }, 2, 2)).toEqual({ org: 2, number: 5, status: 'no_answer', page: 2 });
  });
});

describe('the Analytics tab in the address', () => {
  it('reads its period and comparison, where `from` and `to` are the period’s days and not the calls’ filter', () => {
    expect(
      parseCallsSearch({ org: '2', number: '5', tab: 'analytics', range: 'custom', from: '2026-03-01', to: '2026-03-31', compare: 'true' }),
    ).toEqual({
      org: 2,
      number: 5,
      tab: 'analytics',
      range: 'custom',
      from: '2026-03-01',
      to: '2026-03-31',
      compare: true,
    });
  });

  it('leaves out the calls’ filters and page, and a period that is not one', () => {
    expect(parseCallsSearch({ number: '5', tab: 'analytics', status: 'completed', page: '3', range: '90d' })).toEqual({
      number: 5,
      tab: 'analytics',
      range: '90d',
    });
    expect(parseCallsSearch({ number: '5', tab: 'analytics', range: 'custom', from: '2026-02-30', to: '2026-03-31' })).toEqual({
      number: 5,
      tab: 'analytics',
    });
  });
});
