import { describe, expect, it } from 'vitest';
import { isComplexPassword } from '../../domain/settings/settings-schema';
import { generatePassword, hashPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('generates readable passwords that always meet the complex-password rule, each new', () => {
    const made = Array.from({ length: 200 }, generatePassword);
    for (const password of made) {
      expect(password).toMatch(/^[\w-]{6}(-[\w-]{6}){3}$/);
      expect(isComplexPassword(password)).toBe(true);
    }
    expect(new Set(made).size).toBe(made.length);
  });

  it('verifies a password against its hash, and nothing else', async () => {
    const stored = await hashPassword('un-Mot-de-passe-1');
    expect(await verifyPassword('un-Mot-de-passe-1', stored)).toBe(true);
    expect(await verifyPassword('un-mot-de-passe-1', stored)).toBe(false);
    expect(await verifyPassword('un-Mot-de-passe-1', 'bcrypt$x')).toBe(false);
  });
});
