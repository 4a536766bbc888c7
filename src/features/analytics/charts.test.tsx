import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@tests/render';
import { AreaChart } from './charts';

// An observer the test tells when its element comes near the screen.
let seen: (() => void)[] = [];
const original = window.IntersectionObserver;
beforeEach(() => {
  seen = [];
  class ToldObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      seen.push(() =>
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = ToldObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  window.IntersectionObserver = original;
});

describe('a chart loaded when it comes near the screen', () => {
  it('makes its data only then, when the data is given as a function', async () => {
    const data = vi.fn(() => [{ month: 'Jan', views: 120 }]);
    renderWithProviders(<AreaChart h={120} data={data} dataKey="month" series={[{ name: 'views', color: 'indigo.6' }]} />);
    expect(data).not.toHaveBeenCalled();
    act(() => seen.forEach((tell) => tell()));
    await waitFor(() => expect(data).toHaveBeenCalled());
  });
});
