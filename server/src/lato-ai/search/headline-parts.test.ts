import { describe, expect, it } from 'vitest';
import { containedParts, headlineParts, HIT_END, HIT_START } from './headline-parts';

const hit = (word: string) => `${HIT_START}${word}${HIT_END}`;
const joined = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('a headline cut into parts', () => {
  it('marks the words PostgreSQL wrapped, and joins back to the headline without its markers', () => {
    const headline = `I would like to ${hit('book')} a cleaning … and then I ${hit('booked')} another`;
    const parts = headlineParts(headline);
    expect(parts).toEqual([
      { text: 'I would like to ', hit: false },
      { text: 'book', hit: true },
      { text: ' a cleaning … and then I ', hit: false },
      { text: 'booked', hit: true },
      { text: ' another', hit: false },
    ]);
    expect(joined(parts)).toBe(headline.replaceAll(HIT_START, '').replaceAll(HIT_END, ''));
  });

  it('starts and ends with found words without empty parts, and joins found words that touch', () => {
    expect(headlineParts(`${hit('cita')}${hit('s')} mañana ${hit('cita')}`)).toEqual([
      { text: 'citas', hit: true },
      { text: ' mañana ', hit: false },
      { text: 'cita', hit: true },
    ]);
  });

  it('answers a headline without found words as one plain part, and nothing for an empty one', () => {
    expect(headlineParts('Hola, quiero una cita')).toEqual([{ text: 'Hola, quiero una cita', hit: false }]);
    expect(headlineParts('')).toEqual([]);
  });

  it('drops markers out of place rather than showing them', () => {
    const parts = headlineParts(`a${HIT_END}b${HIT_START}c`);
    expect(parts).toEqual([
      { text: 'ab', hit: false },
      { text: 'c', hit: true },
    ]);
  });
});

describe('a text marked where it contains the search', () => {
  it('marks each place, ignoring case, and keeps the rest', () => {
    expect(containedParts('Order 48213, ref 4821', '4821')).toEqual([
      { text: 'Order ', hit: false },
      { text: '4821', hit: true },
      { text: '3, ref ', hit: false },
      { text: '4821', hit: true },
    ]);
    expect(containedParts('Call ME back', 'me')).toEqual([
      { text: 'Call ', hit: false },
      { text: 'ME', hit: true },
      { text: ' back', hit: false },
    ]);
  });

  it('reads the search as letters, not as a pattern, and takes control characters out', () => {
    expect(containedParts('Price (a.b) a+b', '(a.b)')).toEqual([
      { text: 'Price ', hit: false },
      { text: '(a.b)', hit: true },
      { text: ' a+b', hit: false },
    ]);
    expect(containedParts(`odd${HIT_START} text`, 'zzz')).toEqual([{ text: 'odd text', hit: false }]);
  });
});
