import { z } from 'zod';

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

// Each field falls back on its own, so one bad value does not throw away the others.
const settingsSchema = z.object({
  direction: z.enum(['ltr', 'rtl']).catch(DEFAULT_SETTINGS.direction),
  theme: z.enum(['light', 'dark']).catch(DEFAULT_SETTINGS.theme),
  activeLayout: z.enum(LAYOUTS).catch(DEFAULT_SETTINGS.activeLayout),
  responsiveFontSizes: z.boolean().catch(DEFAULT_SETTINGS.responsiveFontSizes),
});

/** Reads stored settings; anything missing, malformed or unknown becomes the default. */
export function parseSettings(stored: string | null | undefined): Settings {
  if (!stored) return DEFAULT_SETTINGS;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}
