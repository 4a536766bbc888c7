import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { toldIntersections } from '@tests/intersection';
import { renderWithProviders } from '@tests/render';
import { AreaChart } from './charts';

// The chart library's download fails, as it does when the network drops.
vi.mock('@mantine/charts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const intersections = toldIntersections();

describe('a chart whose library cannot be downloaded', () => {
  it('says so in its place, and leaves the rest of the page as it is', async () => {
    renderWithProviders(
      <>
        <p>Sessions</p>
        <AreaChart h={120} data={[{ month: 'Jan', views: 120 }]} dataKey="month" series={[{ name: 'views', color: 'indigo.6' }]} />
      </>,
    );
    act(() => intersections.comeIntoView());
    expect(await screen.findByRole('status')).toHaveTextContent('The chart could not be loaded. Reload the page to try again.');
    expect(screen.getByText('Sessions')).toBeInTheDocument();
  });
});
