import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../../domain/validation/admin-messages';
import { adminErrorMessage, AdminApiError } from './admin-fetch';

describe('adminErrorMessage, the one reader of a failed admin action', () => {
  const fallback = 'Erreur lors de la sauvegarde du QR code';

  it('says a 403 is an action kept for administrators, whatever the server wrote', () => {
    expect(adminErrorMessage(new AdminApiError(403, adminMessages.forbidden), fallback)).toBe('Action réservée aux administrateurs');
  });

  it('says a 401 is an expired session', () => {
    expect(adminErrorMessage(new AdminApiError(401, adminMessages.unauthorized), fallback)).toBe('Votre session a expiré. Veuillez vous reconnecter.');
  });

  it("shows a field's French 400 instead of the generic error", () => {
    expect(adminErrorMessage(new AdminApiError(400, 'La taille doit être comprise entre 100 et 800 pixels'), fallback)).toBe(
      'La taille doit être comprise entre 100 et 800 pixels',
    );
  });

  it('keeps the network message, and the fallback for a server failure, an unreadable answer or anything else', () => {
    expect(adminErrorMessage(new AdminApiError(0, 'Erreur de connexion. Veuillez réessayer.'), fallback)).toBe('Erreur de connexion. Veuillez réessayer.');
    expect(adminErrorMessage(new AdminApiError(503, 'Service indisponible'), fallback)).toBe(fallback);
    expect(adminErrorMessage(new AdminApiError(400, 'x', '', true), fallback)).toBe(fallback);
    expect(adminErrorMessage(new Error('boom'), fallback)).toBe(fallback);
  });
});
