import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection, type MantineColorSchemeManager } from '@mantine/core';
import { accessibleColors } from '@/theme-contrast';
import { useLocalStorage } from '@mantine/hooks';
import { buildTheme } from '@/theme';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, parseSettings, type Settings } from './settings';

interface SettingsContextValue {
  settings: Settings;
  updateSettings(change: Partial<Settings>): void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}

/** Keeps Mantine's direction and the document's `dir` in step with the saved setting. */
function DirectionSync({ direction }: { direction: Settings['direction'] }) {
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(direction);
    document.documentElement.setAttribute('dir', direction);
  }, [direction, setDirection]);
  return null;
}

/**
 * The theme as Mantine's colour-scheme store. Mantine marks the page with its store's value when it
 * mounts and only later with the forced scheme: its own store (empty, so light) flashed a dark
 * page light for a frame while it was taken over.
 */
const savedThemeManager = (theme: Settings['theme']): MantineColorSchemeManager => ({
  get: () => theme,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
});

/**
 * The saved settings (local storage key `settings`), applied on load and whenever they change:
 * theme, direction and font sizing wrap everything below.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useLocalStorage<Settings>({
    key: SETTINGS_STORAGE_KEY,
    defaultValue: DEFAULT_SETTINGS,
    getInitialValueInEffect: false,
    serialize: JSON.stringify,
    deserialize: (stored) => parseSettings(stored),
  });
  const updateSettings = useCallback((change: Partial<Settings>) => setSettings((current) => ({ ...current, ...change })), [setSettings]);
  const value = useMemo(() => ({ settings, updateSettings }), [settings, updateSettings]);
  const theme = useMemo(() => buildTheme(settings.responsiveFontSizes), [settings.responsiveFontSizes]);
  const colorSchemeManager = useMemo(() => savedThemeManager(settings.theme), [settings.theme]);

  return (
    <SettingsContext.Provider value={value}>
      <DirectionProvider initialDirection={settings.direction} detectDirection={false}>
        <DirectionSync direction={settings.direction} />
        <MantineProvider
          theme={theme}
          forceColorScheme={settings.theme}
          colorSchemeManager={colorSchemeManager}
          cssVariablesResolver={accessibleColors}
        >
          {children}
        </MantineProvider>
      </DirectionProvider>
    </SettingsContext.Provider>
  );
}
