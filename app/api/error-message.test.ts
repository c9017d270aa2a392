import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../domain/validation/admin-messages';
import { errorMessage, fieldErrorOf, generalMessage } from './error-message';
import { serverDetail } from './public-form';
import { ApiError } from './http';

describe('errorMessage, the one reader of a failed call', () => {
  const fallback = 'Erreur lors de la sauvegarde du QR code';

  it('says a 403 is an action kept for administrators, whatever the server wrote', () => {
    expect(errorMessage(new ApiError(403, adminMessages.forbidden, { serverMessage: adminMessages.forbidden }), fallback)).toBe('Action réservée aux administrateurs');
  });

  it('says a 401 is an expired session', () => {
    expect(errorMessage(new ApiError(401, adminMessages.unauthorized), fallback)).toBe('Votre session a expiré. Veuillez vous reconnecter.');
  });

  it("shows a field's French 400 instead of the generic error", () => {
    const message = 'La taille doit être comprise entre 100 et 800 pixels';
    expect(errorMessage(new ApiError(400, message, { serverMessage: message }), fallback)).toBe(message);
  });

  it('keeps the network message, and the fallback for a server failure, an unreadable answer or anything else', () => {
    expect(errorMessage(new ApiError(0, 'Erreur de connexion. Veuillez réessayer.'), fallback)).toBe('Erreur de connexion. Veuillez réessayer.');
    expect(errorMessage(new ApiError(503, 'Service indisponible', { serverMessage: 'Service indisponible' }), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(400, 'x', { invalid: true }), fallback)).toBe(fallback);
    expect(errorMessage(new Error('boom'), fallback)).toBe(fallback);
  });

  it('holds the French punctuation of the words it shows to their word, as the server keeps a plain space', () => {
    const message = 'Import refusé (tout ou rien) : 2 lignes à corriger';
    expect(errorMessage(new ApiError(400, message, { serverMessage: message }))).toBe('Import refusé (tout ou rien)\u00a0: 2 lignes à corriger');
    const refused = new ApiError(400, message, { serverMessage: message, fieldErrors: { email: 'Adresse refusée : domaine inconnu' } });
    expect(fieldErrorOf(refused, 'email')).toBe('Adresse refusée\u00a0: domaine inconnu');
    expect(generalMessage(refused, [])).toBe('Adresse refusée\u00a0: domaine inconnu');
  });

  it("without a fallback, shows the error's own message", () => {
    expect(errorMessage(new ApiError(500, 'Erreur 500: Internal Server Error'))).toBe('Erreur 500: Internal Server Error');
    expect(errorMessage(new Error('fichier introuvable (404)'))).toBe('fichier introuvable (404)');
    expect(errorMessage('rien')).toBe('Erreur inconnue');
  });
});

describe('field errors', () => {
  const refused = new ApiError(409, "Ce nom d'utilisateur existe déjà", {
    serverMessage: "Ce nom d'utilisateur existe déjà",
    errors: ["Ce nom d'utilisateur existe déjà", 'Rôle inconnu'],
    fieldErrors: { username: "Ce nom d'utilisateur existe déjà", roles: 'Rôle inconnu' },
  });

  it("gives each field the server's message for it", () => {
    expect(fieldErrorOf(refused, 'username')).toBe("Ce nom d'utilisateur existe déjà");
    expect(fieldErrorOf(refused, 'password')).toBeUndefined();
    expect(fieldErrorOf(new Error('x'), 'username')).toBeUndefined();
  });

  it('keeps for the general message only what no field of the form shows', () => {
    expect(generalMessage(refused, ['username'])).toBe('Rôle inconnu');
    expect(generalMessage(refused, ['username', 'roles'])).toBeNull();
    expect(generalMessage(new ApiError(404, 'Utilisateur introuvable', { serverMessage: 'Utilisateur introuvable' }), ['username'], 'Erreur')).toBe(
      'Utilisateur introuvable',
    );
  });

  it("reads a public form's refusal by public-site §8: the errors joined, else the message", () => {
    expect(serverDetail(refused)).toBe("Ce nom d'utilisateur existe déjà, Rôle inconnu");
    expect(serverDetail(new ApiError(400, 'Champ invalide', { serverMessage: 'Champ invalide' }))).toBe('Champ invalide');
    expect(serverDetail(new ApiError(0, 'Erreur de connexion. Veuillez réessayer.'))).toBeNull();
  });
});
