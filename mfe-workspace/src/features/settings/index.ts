export { default as SettingsPage } from './settings-page';
