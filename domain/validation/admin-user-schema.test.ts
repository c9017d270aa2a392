import { describe, expect, it } from 'vitest';
import { adminMessages } from './admin-messages';
import { adminUserFormSchema, adminUserUpdateSchema, newAdminUserSchema } from './admin-user-schema';
import { messages } from './messages';
import { salesGoalMessage } from '../prospects/sales-goal';
import { fieldErrorsOf } from './schema-helpers';

const errorsOf = (mode: 'add' | 'edit', values: object) => {
  const result = adminUserFormSchema(mode).safeParse({ username: 'claire', password: '', confirmPassword: '', isAdmin: true, email: '', monthlyWonGoal: 0, ...values });
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('admin user form rules (back-office §5)', () => {
  it('requires a matching password of at least 8 characters when adding', () => {
    expect(errorsOf('add', {})).toMatchObject({ password: adminMessages.passwordMin });
    expect(errorsOf('add', { password: 'court', confirmPassword: 'court' })).toEqual({ password: adminMessages.passwordMin });
    expect(errorsOf('add', { password: 'Assez-long-1', confirmPassword: 'Autre-long-1' })).toEqual({ confirmPassword: adminMessages.passwordMismatch });
    expect(errorsOf('add', { password: 'Assez-long-1', confirmPassword: 'Assez-long-1' })).toEqual({});
    expect(errorsOf('add', { username: '', password: 'Assez-long-1', confirmPassword: 'Assez-long-1' })).toEqual({ username: 'Ce champ est obligatoire' });
  });

  it('checks the password only when one is typed while editing', () => {
    expect(errorsOf('edit', {})).toEqual({});
    expect(errorsOf('edit', { password: 'court', confirmPassword: 'court' })).toEqual({ password: adminMessages.passwordMin });
    expect(errorsOf('edit', { password: 'Assez-long-1' })).toEqual({ confirmPassword: adminMessages.passwordMismatch });
  });

  it('takes an e-mail address or none, lower-cased', () => {
    expect(errorsOf('edit', { email: 'claire@' })).toEqual({ email: messages.email });
    expect(errorsOf('edit', { email: ' Claire@Exemple.fr ' })).toEqual({});
    expect(adminUserUpdateSchema.parse({ roles: ['ROLE_USER'], email: ' Claire@Exemple.fr ' }).email).toBe('claire@exemple.fr');
    expect(adminUserUpdateSchema.parse({ roles: ['ROLE_USER'] }).email).toBeUndefined();
    expect(newAdminUserSchema.safeParse({ username: 'abc', password: 'Assez-long-1', roles: ['ROLE_USER'], email: 'abc' }).success).toBe(false);
  });

  it('takes a monthly sales goal in whole euros, 0 for none, and the API leaves it out when not sent', () => {
    expect(errorsOf('edit', { monthlyWonGoal: 5_000 })).toEqual({});
    expect(errorsOf('edit', { monthlyWonGoal: Number.NaN })).toEqual({ monthlyWonGoal: salesGoalMessage });
    expect(errorsOf('edit', { monthlyWonGoal: -1 })).toEqual({ monthlyWonGoal: salesGoalMessage });
    expect(adminUserUpdateSchema.parse({ roles: ['ROLE_USER'] }).monthlyWonGoal).toBeUndefined();
  });

  it('gives the API the same rules', () => {
    expect(newAdminUserSchema.safeParse({ username: 'ab', password: 'Assez-long-1', roles: ['ROLE_USER'] }).success).toBe(false);
    expect(newAdminUserSchema.safeParse({ username: 'abc', password: 'Assez-long-1', roles: [] }).success).toBe(false);
    expect(newAdminUserSchema.safeParse({ username: 'abc', password: 'Assez-long-1', roles: ['ROLE_USER'] }).success).toBe(true);
  });
});
