import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { clearToasts, showToast } from '@/ui/toast';
import { renderWithProviders } from '@tests/render';
import { Toasts } from './Toasts';

afterEach(async () => {
  await act(() => clearToasts());
});

describe('Toasts', () => {
  it('draws nothing, and loads nothing, until there is a toast', async () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<Toasts />);
      // Past any idle callback or timer, and any code download one would have started.
      await act(async () => {
        await vi.runAllTimersAsync();
        await vi.dynamicImportSettled();
      });
    } finally {
      vi.useRealTimers();
    }
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a toast raised before its frame has loaded', async () => {
    renderWithProviders(<Toasts />);
    act(() => {
      showToast({ title: 'Saved', message: 'The project was saved.' });
    });
    expect(await screen.findByText('The project was saved.')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});
