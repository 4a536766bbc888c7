import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { toldIntersections } from '@tests/intersection';
import { renderWithProviders } from '@tests/render';
import { AreaChart } from './charts';

const intersections = toldIntersections();

describe('a chart loaded when it comes near the screen', () => {
  it('makes its data only then, when the data is given as a function', async () => {
    const data = vi.fn(() => [{ month: 'Jan', views: 120 }]);
    renderWithProviders(<AreaChart h={120} data={data} dataKey="month" series={[{ name: 'views', color: 'indigo.6' }]} />);
    expect(data).not.toHaveBeenCalled();
    act(() => intersections.comeIntoView());
    await waitFor(() => expect(data).toHaveBeenCalled());
  });
});
