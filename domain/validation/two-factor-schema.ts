import { z } from './zod';

/** The recovery codes given when the second factor is turned on, each good once (docs/decisions/0457-two-factor-login.md). */
export const RECOVERY_CODE_COUNT = 10;
/** What the authenticator application shows above the code. */
export const TWO_FACTOR_ISSUER = 'Synapse IA';

export const twoFactorMessages = {
  codeAsked: 'Saisissez le code à six chiffres de votre application d’authentification, ou un code de secours',
  badCode: 'Code de vérification incorrect ou déjà utilisé',
  codeFormat: 'Saisissez les six chiffres de l’application, ou un code de secours (xxxxx-xxxxx)',
  started: 'Scannez le QR code avec votre application d’authentification, puis saisissez le code qu’elle affiche',
  notStarted: 'Affichez d’abord le QR code à scanner avec votre application',
  alreadyOn: 'La double authentification est déjà activée sur votre compte',
  notOn: 'La double authentification n’est pas activée sur ce compte',
  turnedOn: 'Double authentification activée : gardez vos codes de secours en lieu sûr',
  turnedOff: 'Double authentification désactivée',
  newRecoveryCodes: 'Nouveaux codes de secours : les anciens ne sont plus valables',
  resetBy: (username: string) => `Double authentification de ${username} désactivée : son prochain accès ne demandera que le mot de passe`,
} as const;

/** A code as typed: its spaces dropped, lower-cased; six digits from the application, or a recovery code. */
export const twoFactorCode = z
  .string({ error: twoFactorMessages.codeFormat })
  .max(40, twoFactorMessages.codeFormat)
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .refine((value) => /^\d{6}$/.test(value) || /^[a-z2-7]{5}-?[a-z2-7]{5}$/.test(value), twoFactorMessages.codeFormat);

/** POST …/two-factor/confirm, …/disable, …/recovery-codes: the code that proves the phone is at hand. */
export const twoFactorCodeSchema = z.object({ code: twoFactorCode });

export const isRecoveryCode = (code: string) => !/^\d{6}$/.test(code);
/** A recovery code as stored and compared: without its dash. */
export const recoveryCodeKey = (code: string) => code.replace('-', '');
