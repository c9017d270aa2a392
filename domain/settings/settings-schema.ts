import { BACKUPS_KEPT, backupsKeptSchema } from '../backups/backup-messages';
import {
  notificationDefaults,
  notificationSettingLabels,
  notificationSettingsSchema,
} from '../notifications/notification-settings';
import { idleDealDefaults, idleDealSettingLabels, idleDealSettingsSchema } from '../prospects/idle-deals';
import { salesGoalDefaults, salesGoalSettingLabels, salesGoalSettingsSchema } from '../prospects/sales-goal';
import { z } from '../validation/zod';
import { backgroundTypes, DEFAULT_BACKGROUND } from '../backgrounds';

/** French messages of the settings screens (back-office §2.18), written once. */
export const settingsMessages = {
  cpuThreshold: "Le seuil d'alerte CPU doit être un nombre entier compris entre 50 et 95 %",
  alertEmail: "Veuillez saisir une adresse e-mail d'alerte valide",
  sessionIdle: "La durée d'inactivité doit être un nombre entier de minutes compris entre 5 et 480",
  switchValue: 'Cette option doit valoir oui ou non',
  nothingToSave: 'Aucun paramètre à enregistrer',
  ownTwoFactorFirst: 'Activez d’abord la double authentification sur votre compte : sans elle, vous seriez le premier à devoir la configurer',
  saved: 'Paramètres enregistrés avec succès',
  reset: 'Paramètres par défaut rétablis',
  complexPassword: 'Le mot de passe doit contenir au moins 12 caractères dont au moins un caractère spécial',
  keyName: 'Le nom de la clé doit contenir de 1 à 60 caractères',
  keyCreated: 'Clé API générée : copiez-la maintenant, elle ne sera plus affichée',
  keyRevoked: 'Clé API révoquée',
  keyNotFound: 'Clé API introuvable',
  background: 'Arrière-plan inconnu',
} as const;

export const CPU_THRESHOLD = { min: 50, max: 95, default: 80 } as const;
export const SESSION_IDLE_MINUTES = { min: 5, max: 480, default: 30 } as const;
const COMPLEX_PASSWORD_MIN = 12;
export const ADMIN_INTERFACE_VERSION = '2.5.0';
export const LOGIN_JOURNAL_HOURS = 48;

const toggle = z.boolean({ error: settingsMessages.switchValue });

export const generalSettingsSchema = z.object({
  maintenanceMode: toggle,
  testEnvironment: toggle,
  detailedLogging: toggle,
  alertEmail: z.union([z.literal(''), z.email({ error: settingsMessages.alertEmail }).max(254, settingsMessages.alertEmail)], {
    error: settingsMessages.alertEmail,
  }),
  cpuAlertThreshold: z
    .number({ error: settingsMessages.cpuThreshold })
    .int(settingsMessages.cpuThreshold)
    .min(CPU_THRESHOLD.min, settingsMessages.cpuThreshold)
    .max(CPU_THRESHOLD.max, settingsMessages.cpuThreshold),
});

export const securitySettingsSchema = z.object({
  requireComplexPasswords: toggle,
  /** Every user sets up a second factor before reaching the back-office (docs/decisions/0460-two-factor-required.md). */
  requireTwoFactor: toggle,
  sessionIdleMinutes: z
    .number({ error: settingsMessages.sessionIdle })
    .int(settingsMessages.sessionIdle)
    .min(SESSION_IDLE_MINUTES.min, settingsMessages.sessionIdle)
    .max(SESSION_IDLE_MINUTES.max, settingsMessages.sessionIdle),
});

/** The ambiance public visitors see until they adopt one of their own (back-office §2.17). */
export const appearanceSettingsSchema = z.object({
  publicBackground: z.enum(backgroundTypes, { error: settingsMessages.background }),
});

/** How many daily backups are kept (docs/decisions/0321-database-backups.md). */
export const backupSettingsSchema = z.object({ backupsKept: backupsKeptSchema });

export const settingsSchema = z.object({
  ...generalSettingsSchema.shape,
  ...securitySettingsSchema.shape,
  ...appearanceSettingsSchema.shape,
  ...backupSettingsSchema.shape,
  ...notificationSettingsSchema.shape,
  ...idleDealSettingsSchema.shape,
  ...salesGoalSettingsSchema.shape,
});
export type Settings = z.output<typeof settingsSchema>;

/** PUT /api/admin/settings: any subset of the settings, each checked; unknown keys are refused. */
export const settingsUpdateSchema = settingsSchema
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, settingsMessages.nothingToSave);
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;

export const defaultSettings: Settings = {
  maintenanceMode: false,
  testEnvironment: false,
  detailedLogging: false,
  alertEmail: '',
  cpuAlertThreshold: CPU_THRESHOLD.default,
  requireComplexPasswords: false,
  requireTwoFactor: false,
  sessionIdleMinutes: SESSION_IDLE_MINUTES.default,
  publicBackground: DEFAULT_BACKGROUND,
  backupsKept: BACKUPS_KEPT.default,
  ...notificationDefaults,
  ...idleDealDefaults,
  ...salesGoalDefaults,
};

export const generalSettingKeys = Object.keys(generalSettingsSchema.shape) as Array<keyof z.output<typeof generalSettingsSchema>>;

/** 12+ characters with at least one character that is neither a letter nor a digit. */
export function isComplexPassword(password: string): boolean {
  return password.length >= COMPLEX_PASSWORD_MIN && /[^\p{L}\p{N}]/u.test(password);
}

/** POST /api/admin/api-keys: the name the key is listed under. */
/** The name of the 12-hour token a login asks for with `issueToken` (back-office §6), told apart in the keys table. */
export const LOGIN_API_TOKEN_NAME = 'Connexion API';

export const newApiKeySchema = z.object({
  name: z.string({ error: settingsMessages.keyName }).trim().min(1, settingsMessages.keyName).max(60, settingsMessages.keyName),
});
export type NewApiKey = z.output<typeof newApiKeySchema>;

/** Labels of the settings, used by the change history. */
export const settingLabels: Record<keyof Settings, string> = {
  maintenanceMode: 'Mode maintenance',
  testEnvironment: 'Environnement de test',
  detailedLogging: 'Journalisation détaillée',
  alertEmail: "E-mail d'alerte",
  cpuAlertThreshold: "Seuil d'alerte CPU",
  requireComplexPasswords: 'Mots de passe complexes',
  requireTwoFactor: 'Double authentification exigée',
  sessionIdleMinutes: "Expiration de session (minutes d'inactivité)",
  publicBackground: 'Arrière-plan du site public',
  backupsKept: 'Sauvegardes conservées',
  ...notificationSettingLabels,
  ...idleDealSettingLabels,
  ...salesGoalSettingLabels,
};
