import { describe, expect, it } from 'vitest';
import { fileProgress } from './upload-queue';

describe('fileProgress', () => {
  it('fills the files one after another as the bytes go', () => {
    expect(fileProgress([100, 300], 0, 400)).toEqual([0, 0]);
    expect(fileProgress([100, 300], 50, 400)).toEqual([0.5, 0]);
    expect(fileProgress([100, 300], 250, 400)).toEqual([1, 0.5]);
    expect(fileProgress([100, 300], 400, 400)).toEqual([1, 1]);
  });

  it('scales the request (boundaries and text fields) to the files, and knows nothing before a total', () => {
    expect(fileProgress([100, 100], 500, 1000)).toEqual([1, 0]);
    expect(fileProgress([100], 10, 0)).toEqual([0]);
  });
});
