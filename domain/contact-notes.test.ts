import { describe, expect, it } from 'vitest';
import { formatContactNotes, parseContactNotes } from './contact-notes';

describe('contact notes', () => {
  it('round-trips subject, message and interests', () => {
    const notes = formatContactNotes('Demande de contact - ACME', 'Ligne 1\nLigne 2', ['IA', 'Web']);
    expect(notes).toBe('Sujet: Demande de contact - ACME\n\nMessage:\nLigne 1\nLigne 2\n\nIntérêts: IA, Web');
    expect(parseContactNotes(notes)).toEqual({ subject: 'Demande de contact - ACME', message: 'Ligne 1\nLigne 2', interests: ['IA', 'Web'] });
  });
  it('reads notes without interests', () => {
    expect(parseContactNotes('Sujet: S\n\nMessage:\nBonjour')).toEqual({ subject: 'S', message: 'Bonjour', interests: [] });
  });
});
