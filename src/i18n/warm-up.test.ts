import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFormatting } from './warm-up';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warming up number and date formatting', () => {
  it("makes the reader's formatters in tasks of their own, not in the task that asks", () => {
    vi.useFakeTimers();
    const { NumberFormat, DateTimeFormat } = Intl;
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof NumberFormat>) {
      return new NumberFormat(...args);
    });
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      return new DateTimeFormat(...args);
    });
    warmUpFormatting('es');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();

    vi.runOnlyPendingTimers();
    expect(numbers).toHaveBeenCalledWith('es');
    expect(dates).toHaveBeenCalledWith('es', { dateStyle: 'medium' });
  });
});
