import { notificationSettingKeys } from '../../../domain/notifications/notification-settings';
import { idleDealSettingKeys } from '../../../domain/prospects/idle-deals';
import { salesGoalSettingKeys } from '../../../domain/prospects/sales-goal';
import { defaultSettings, settingsSchema, type Settings } from '../../../domain/settings/settings-schema';

/** The row key of each setting; 'maintenance' predates the others (docs/decisions/0122-maintenance-flag.md). */
export const settingKeys: Record<keyof Settings, string> = {
  maintenanceMode: 'maintenance',
  testEnvironment: 'test-environment',
  detailedLogging: 'detailed-logging',
  alertEmail: 'alert-email',
  cpuAlertThreshold: 'cpu-alert-threshold',
  requireComplexPasswords: 'complex-passwords',
  requireTwoFactor: 'require-two-factor',
  sessionIdleMinutes: 'session-idle-minutes',
  publicBackground: 'public-background',
  backupsKept: 'backups-kept',
  ...notificationSettingKeys,
  ...idleDealSettingKeys,
  ...salesGoalSettingKeys,
};

const names = Object.keys(settingKeys) as Array<keyof Settings>;

export function encodeSetting(value: Settings[keyof Settings]): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** Rows to settings; a missing or unreadable row falls back to its default. */
export function decodeSettings(rows: Array<{ key: string; value: string }>): Settings {
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const settings: Settings = { ...defaultSettings };
  for (const name of names) {
    const raw = byKey.get(settingKeys[name]);
    if (raw === undefined) continue;
    const fallback = defaultSettings[name];
    const candidate = typeof fallback === 'boolean' ? raw === '1' : typeof fallback === 'number' ? Number(raw) : raw;
    const checked = settingsSchema.shape[name].safeParse(candidate);
    if (checked.success) Object.assign(settings, { [name]: checked.data });
  }
  return settings;
}

export const settingNames = names;
