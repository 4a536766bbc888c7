export { SettingsProvider, useSettings } from './settings-context';
export { SettingsDrawer } from './SettingsDrawer';
export { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, parseSettings, type LayoutName, type Settings } from './settings';
