export { SettingsProvider, useSettings } from './settings-context';
export { SettingsDrawer } from './SettingsDrawer';
export type { LayoutName } from './settings';
export { SETTINGS_STORAGE_KEY } from './settings';
