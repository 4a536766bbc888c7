import { describe, expect, it } from 'vitest';
import { modelCall } from '@machines/calls-list/calls-list.paths';
import { callsCsv, csvField } from './calls-csv';

describe('callsCsv', () => {
  it('writes a header and one row per call, quoting what needs it and defusing formulas', () => {
    const csv = callsCsv([
      modelCall(1, '+14155550110', { summary: 'Booked, "Tuesday" at 10:30\nthanks', message: '=HYPERLINK("x")' }),
      modelCall(2, '+16465550130', { outcome: null, duration_seconds: null }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('started_at,ended_at,duration_seconds,customer_phone_number,direction,status,outcome,summary,message,call_sid');
    expect(csv).toContain('"Booked, ""Tuesday"" at 10:30\nthanks"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('+14155550110');
    expect(lines.at(-1)).toBe('');
    expect(lines[lines.length - 2]).toBe(
      '2026-11-20T15:04:00.000Z,2026-11-20T15:06:05.000Z,,+16465550130,inbound,completed,,Booked a cleaning for next Tuesday.,,CA2',
    );
  });
});

describe('csvField', () => {
  it.each([
    ["-1+cmd|' /C calc'!A0", "'-1+cmd|' /C calc'!A0"],
    ['+1+HYPERLINK("https://evil.test")', `"'+1+HYPERLINK(""https://evil.test"")"`],
    ['=1+1', "'=1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['-2-3', "'-2-3"],
    ['+1.5e3', "'+1.5e3"],
  ])('defuses %j, which a spreadsheet would run', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['+14155550110', '+14155550110'],
    ['-12', '-12'],
    ['-0.5', '-0.5'],
    [-7, '-7'],
    [125, '125'],
    ['Call me = later', 'Call me = later'],
    [null, ''],
  ])('keeps %j, which a spreadsheet reads as itself', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});
