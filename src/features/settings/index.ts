export { SettingsProvider, useSettings } from './settings-context';
export { SettingsDrawer } from './SettingsDrawer';
export type { LayoutName } from './settings';
