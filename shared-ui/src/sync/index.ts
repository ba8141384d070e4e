export {
  startSettingsSync,
  SETTINGS_SAVE_DEBOUNCE_MS,
  UNSYNCED_SETTINGS_KEY,
  type SettingsSyncOptions,
} from './settingsSync';
export { isPristine, sameSettings } from './compare';
