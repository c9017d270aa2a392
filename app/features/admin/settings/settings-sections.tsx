export { GeneralSettingsSection } from './general-settings-section';
export { SecuritySettingsSection } from './security-settings-section';
export { BackupsSection } from '../backups/backups-section';
export { NotificationSettingsSection } from '../notifications/notification-settings-section';
