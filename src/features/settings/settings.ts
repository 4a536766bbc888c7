export const LAYOUTS = ['layout1', 'layout2'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export interface Settings {
  direction: 'ltr' | 'rtl';
  theme: 'light' | 'dark';
  activeLayout: LayoutName;
  responsiveFontSizes: boolean;
}

/** The defaults: left-to-right, light, layout 1, responsive font sizes on. */
export const DEFAULT_SETTINGS: Settings = {
  direction: 'ltr',
  theme: 'light',
  activeLayout: 'layout1',
  responsiveFontSizes: true,
};

export const SETTINGS_STORAGE_KEY = 'settings';

/** The stored value when it is one of the choices, else the default. */
function oneOf<T>(value: unknown, choices: readonly T[], fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback;
}

/**
 * Reads stored settings; anything missing, malformed or unknown becomes the default. Each field
 * falls back on its own, so one bad value does not throw away the others.
 */
export function parseSettings(stored: string | null | undefined): Settings {
  if (!stored) return DEFAULT_SETTINGS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return DEFAULT_SETTINGS;
  const value = parsed as Record<keyof Settings, unknown>;
  return {
    direction: oneOf(value.direction, ['ltr', 'rtl'] as const, DEFAULT_SETTINGS.direction),
    theme: oneOf(value.theme, ['light', 'dark'] as const, DEFAULT_SETTINGS.theme),
    activeLayout: oneOf(value.activeLayout, LAYOUTS, DEFAULT_SETTINGS.activeLayout),
    responsiveFontSizes: oneOf(value.responsiveFontSizes, [true, false], DEFAULT_SETTINGS.responsiveFontSizes),
  };
}
