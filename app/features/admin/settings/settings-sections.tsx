export { GeneralSettingsSection } from './general-settings-section';
export { SecuritySettingsSection } from './security-settings-section';
export { BackupsSection } from './backups-section';
export { NotificationSettingsSection } from './notification-settings-section';
