import { describe, expect, it } from 'vitest';
import { fieldCheckMessage, fieldCheckMessages } from './field-check';

describe('the text field’s asynchronous check (public-site §9)', () => {
  it('makes the field valid when the check answers true', () => {
    expect(fieldCheckMessage({ result: true })).toBeNull();
  });

  it('shows the message the check returned', () => {
    expect(fieldCheckMessage({ result: 'Cet identifiant personnalisé est déjà utilisé par un autre lien' })).toBe(
      'Cet identifiant personnalisé est déjà utilisé par un autre lien',
    );
  });

  it("says 'Valeur invalide' when the check refuses without a message", () => {
    expect(fieldCheckMessage({ result: false })).toBe('Valeur invalide');
    expect(fieldCheckMessage({ result: '' })).toBe('Valeur invalide');
    expect(fieldCheckMessage({ result: '   ' })).toBe('Valeur invalide');
  });

  it("says 'Erreur de validation' when the check failed", () => {
    expect(fieldCheckMessage({ failure: new TypeError('Failed to fetch') })).toBe('Erreur de validation');
    expect(fieldCheckMessages.failed).toBe('Erreur de validation');
  });
});
