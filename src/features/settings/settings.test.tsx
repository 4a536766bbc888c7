import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, parseSettings } from './settings';
import { SettingsProvider, useSettings } from './settings-context';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
});

describe('parseSettings', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(parseSettings(null)).toEqual({ direction: 'ltr', theme: 'light', activeLayout: 'layout1', responsiveFontSizes: true });
  });

  it.each(['not json', '42', 'null', '"layout2"', '[]'])('falls back to the defaults for a corrupt value: %s', (stored) => {
    expect(parseSettings(stored)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps the good fields of a partly corrupt value', () => {
    expect(
      parseSettings(JSON.stringify({ direction: 'rtl', theme: 'purple', activeLayout: 'layout2', responsiveFontSizes: 'yes' })),
    ).toEqual({
      direction: 'rtl',
      theme: 'light',
      activeLayout: 'layout2',
      responsiveFontSizes: true,
    });
  });
});

function Probe() {
  const { settings, updateSettings } = useSettings();
  return (
    <div>
      <output data-testid="settings">{JSON.stringify(settings)}</output>
      <button type="button" onClick={() => updateSettings({ activeLayout: 'layout2', direction: 'rtl', theme: 'dark' })}>
        change
      </button>
    </div>
  );
}

const shown = () => JSON.parse(screen.getByTestId('settings').textContent!);

describe('SettingsProvider', () => {
  it('applies stored settings on load', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ direction: 'rtl', theme: 'dark', activeLayout: 'layout2', responsiveFontSizes: false }),
    );
    render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>,
    );
    expect(shown()).toEqual({ direction: 'rtl', theme: 'dark', activeLayout: 'layout2', responsiveFontSizes: false });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  it('never marks a page saved as dark light, not even for a frame while it is taken over', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, theme: 'dark' }));
    const setAttribute = vi.spyOn(document.documentElement, 'setAttribute');
    try {
      render(
        <SettingsProvider>
          <Probe />
        </SettingsProvider>,
      );
      const schemes = setAttribute.mock.calls.filter(([name]) => name === 'data-mantine-color-scheme').map(([, value]) => value);
      expect(schemes.length).toBeGreaterThan(0);
      expect(new Set(schemes)).toEqual(new Set(['dark']));
    } finally {
      setAttribute.mockRestore();
    }
  });

  it('saves a change and applies it at once', async () => {
    const { unmount } = render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'change' }));
    expect(shown()).toMatchObject({ activeLayout: 'layout2', direction: 'rtl', theme: 'dark' });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY)!)).toEqual({
      ...DEFAULT_SETTINGS,
      activeLayout: 'layout2',
      direction: 'rtl',
      theme: 'dark',
    });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    unmount();
    // A new visit reads what was saved.
    render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>,
    );
    expect(shown()).toMatchObject({ activeLayout: 'layout2', direction: 'rtl', theme: 'dark' });
  });

  it('starts with the defaults, without breaking, when the stored value is corrupt', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{"direction":');
    act(() => {
      render(
        <SettingsProvider>
          <Probe />
        </SettingsProvider>,
      );
    });
    expect(shown()).toEqual(DEFAULT_SETTINGS);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
