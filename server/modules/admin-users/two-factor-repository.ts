import type { Database } from '../../db/database';

/** The second factor of the admin users: their authenticator's secret and their recovery codes (0457). */
export function twoFactorRepository(db: Database) {
  return {
    async stateOf(username: string) {
      return db
        .selectFrom('adminUsers')
        .select(['totpSecret', 'totpPendingSecret', 'totpEnabledAt'])
        .where('username', '=', username)
        .executeTakeFirst();
    },
    async setPending(username: string, secret: string) {
      await db.updateTable('adminUsers').set({ totpPendingSecret: secret }).where('username', '=', username).execute();
    },
    /**
     * Turns the pending secret on, once: false when another confirmation came first or none is pending. The step
     * of the code that confirmed it is taken as used.
     */
    async enable(username: string, secret: string, step: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('adminUsers')
        .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: at, totpLastStep: step })
        .where('username', '=', username)
        .where('totpPendingSecret', '=', secret)
        .where('totpSecret', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async disable(username: string): Promise<boolean> {
      const result = await db
        .updateTable('adminUsers')
        .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where('username', '=', username)
        .where('totpSecret', 'is not', null)
        .executeTakeFirst();
      await db.deleteFrom('adminRecoveryCodes').where('username', '=', username).execute();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Takes a time step as used, in one statement: the same code sent twice, even at once, is accepted once. */
    async takeStep(username: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('adminUsers')
        .set({ totpLastStep: step })
        .where('username', '=', username)
        .where('totpSecret', 'is not', null)
        .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async replaceRecoveryCodes(username: string, codeHashes: string[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('adminRecoveryCodes').where('username', '=', username).execute();
        await trx.insertInto('adminRecoveryCodes').values(codeHashes.map((codeHash) => ({ username, codeHash, usedAt: null }))).execute();
      });
    },
    /** Takes a recovery code as used, in one statement: false when it is unknown or was used. */
    async useRecoveryCode(username: string, codeHash: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('adminRecoveryCodes')
        .set({ usedAt: at })
        .where('username', '=', username)
        .where('codeHash', '=', codeHash)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async recoveryCodesLeft(username: string): Promise<number> {
      const row = await db
        .selectFrom('adminRecoveryCodes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('username', '=', username)
        .where('usedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async forget(username: string) {
      await db.deleteFrom('adminRecoveryCodes').where('username', '=', username).execute();
    },
  };
}
