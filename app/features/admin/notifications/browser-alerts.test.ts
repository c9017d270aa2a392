import { describe, expect, it } from 'vitest';
import { newRequestsText } from './browser-alerts';

describe('newRequestsText', () => {
  it.each([
    [{ contact: 1, callback: 0, leads: 0 }, '1 nouveau message de contact'],
    [{ contact: 2, callback: 0, leads: 0 }, '2 nouveaux messages de contact'],
    [{ contact: 0, callback: 1, leads: 0 }, '1 nouvelle demande de rappel'],
    [{ contact: 3, callback: 2, leads: 0 }, '3 nouveaux messages de contact et 2 nouvelles demandes de rappel'],
    [{ contact: 0, callback: 0, leads: 1 }, '1 nouveau lead du super assistant'],
    [{ contact: 1, callback: 1, leads: 2 }, '1 nouveau message de contact, 1 nouvelle demande de rappel et 2 nouveaux leads du super assistant'],
  ])('says %o as %s', (risen, text) => expect(newRequestsText(risen)).toBe(text));
});
