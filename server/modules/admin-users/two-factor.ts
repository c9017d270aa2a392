import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  isRecoveryCode,
  RECOVERY_CODE_COUNT,
  recoveryCodeKey,
  TWO_FACTOR_ISSUER,
  twoFactorMessages,
} from '../../../domain/validation/two-factor-schema';
import { adminMessages } from '../../../domain/validation/admin-messages';
import type { Database } from '../../db/database';
import { ApiError, fieldRefusal } from '../../lib/api-error';
import { hashToken } from '../../lib/secret-token';
import { twoFactorRepository } from './two-factor-repository';

const PERIOD = 30;
/** A code of the step before or after is accepted too: a phone's clock a little off, a code typed as it changes. */
const WINDOW = 1;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

const totpOf = (secret: string, username = '') =>
  new TOTP({ issuer: TWO_FACTOR_ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** The time step a code of this secret belongs to, or null when it matches none of the window. */
function stepOf(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: at.getTime() }) + delta;
}

function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/**
 * The second factor of a user's login (docs/decisions/0457-two-factor-login.md): a time-based code of an
 * authenticator application (RFC 6238), each good once, or one of ten recovery codes, each good once.
 */
export function twoFactorService(db: Database, now: () => Date = () => new Date()) {
  const factors = twoFactorRepository(db);

  const existing = async (username: string) => {
    const state = await factors.stateOf(username);
    if (!state) throw new ApiError(404, adminMessages.userNotFound);
    return state;
  };

  const issueRecoveryCodes = async (username: string) => {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await factors.replaceRecoveryCodes(username, codes.map((code) => hashToken(recoveryCodeKey(code))));
    return codes;
  };

  /** True when the code is the application's for now (its step not used yet) or an unused recovery code; it is then used. */
  const useCode = async (username: string, secret: string, code: string): Promise<boolean> => {
    if (isRecoveryCode(code)) return factors.useRecoveryCode(username, hashToken(recoveryCodeKey(code)), now().toISOString());
    const step = stepOf(secret, code, now());
    return step !== null && factors.takeStep(username, step);
  };

  const requireCode = async (username: string, code: string) => {
    const state = await existing(username);
    if (!state.totpSecret) throw new ApiError(409, twoFactorMessages.notOn);
    if (!(await useCode(username, state.totpSecret, code))) throw fieldRefusal(400, 'code', twoFactorMessages.badCode);
  };

  return {
    async status(username: string) {
      const state = await existing(username);
      return {
        enabled: state.totpSecret !== null,
        enabledAt: state.totpEnabledAt,
        recoveryCodesLeft: state.totpSecret ? await factors.recoveryCodesLeft(username) : 0,
      };
    },

    /** A new secret to scan, kept aside until a code of it is confirmed; a new start replaces the one before. */
    async begin(username: string) {
      const state = await existing(username);
      if (state.totpSecret) throw new ApiError(409, twoFactorMessages.alreadyOn);
      const secret = new Secret({ size: 20 }).base32;
      await factors.setPending(username, secret);
      return { secret, uri: totpOf(secret, username).toString() };
    },

    /** Turns the second factor on with a code of the secret being set up; answers the recovery codes, shown once. */
    async confirm(username: string, code: string) {
      const state = await existing(username);
      if (state.totpSecret) throw new ApiError(409, twoFactorMessages.alreadyOn);
      if (!state.totpPendingSecret) throw new ApiError(409, twoFactorMessages.notStarted);
      const step = isRecoveryCode(code) ? null : stepOf(state.totpPendingSecret, code, now());
      if (step === null) throw fieldRefusal(400, 'code', twoFactorMessages.badCode);
      if (!(await factors.enable(username, state.totpPendingSecret, step, now().toISOString()))) throw new ApiError(409, twoFactorMessages.alreadyOn);
      return issueRecoveryCodes(username);
    },

    /** Turns the user's own second factor off, with a code of it. */
    async disable(username: string, code: string) {
      await requireCode(username, code);
      await factors.disable(username);
    },

    /** Ten new recovery codes, the old ones no longer good, with a code of the second factor. */
    async renewRecoveryCodes(username: string, code: string) {
      await requireCode(username, code);
      return issueRecoveryCodes(username);
    },

    /** An administrator turns a colleague's second factor off (a phone lost): their next login asks the password only. */
    async reset(username: string) {
      await existing(username);
      if (!(await factors.disable(username))) throw new ApiError(409, twoFactorMessages.notOn);
    },

    /**
     * The login's second step, once the password is right: nothing to check for a user without the second factor;
     * otherwise a code is asked (`required`) or checked (`refused` when wrong or used).
     */
    async checkAtLogin(username: string, code: string | undefined): Promise<'passed' | 'required' | 'refused'> {
      const secret = (await factors.stateOf(username))?.totpSecret;
      if (!secret) return 'passed';
      if (!code) return 'required';
      return (await useCode(username, secret, code)) ? 'passed' : 'refused';
    },

    /** A deleted user's recovery codes go with them. */
    forget: (username: string) => factors.forget(username),
  };
}
