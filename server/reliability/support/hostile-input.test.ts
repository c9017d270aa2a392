import { describe, expect, it } from 'vitest';
import { frenchRefusalProblem } from './hostile-input';

describe('the French refusal check of the fuzzers', () => {
  it('accepts a French refusal that quotes what the client sent, English words included', () => {
    expect(frenchRefusalProblem(400, JSON.stringify({ message: 'Clé non reconnue : "Is"' }))).toBeNull();
  });

  it('still flags an English message, a 5xx and a body without message', () => {
    expect(frenchRefusalProblem(400, JSON.stringify({ message: 'Body is invalid' }))).toMatch(/^message en anglais/);
    expect(frenchRefusalProblem(500, '{}')).toBe('réponse 500');
    expect(frenchRefusalProblem(404, '{}')).toMatch(/^pas de message/);
  });

  it('accepts the French page a form route gives back, and flags a page in another language', () => {
    expect(frenchRefusalProblem(400, '<!doctype html>\n<html lang="fr"><body>Ce champ est obligatoire</body></html>')).toBeNull();
    expect(frenchRefusalProblem(400, '<!doctype html>\n<html lang="en"><body>Bad request</body></html>')).toMatch(/^page non française/);
  });
});
