import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import * as rules from './rules';
import { throwawayDomains } from './throwaway-domains';

describe('required', () => {
  it.each(['', '   ', '\n\t'])('refuses %j', (value) => expect(rules.required(value)).toBe('Ce champ est obligatoire'));
  it('accepts text', () => expect(rules.required(' a ')).toBeNull());
});

describe('email', () => {
  it.each(['jean@exemple.fr', 'j.dupont+devis@sub.entreprise.com', ''])('accepts %j', (v) => expect(rules.email(v)).toBeNull());
  it.each(['jean', 'jean@', 'jean@exemple', '@exemple.fr', 'je an@exemple.fr'])('refuses %j', (v) =>
    expect(rules.email(v)).toBe('Veuillez saisir une adresse email valide'),
  );
  it.each(throwawayDomains.map((d) => [d]))('refuses the throwaway domain %s', (domain) =>
    expect(rules.email(`someone@${domain}`)).toBe('Veuillez utiliser une adresse email permanente'),
  );
  it('matches throwaway domains whatever the case', () =>
    expect(rules.email('X@YOPMAIL.COM')).toBe(messages.throwawayEmail));
  it('includes maildrop.cc and throwaway.email', () => {
    expect(throwawayDomains).toContain('maildrop.cc');
    expect(throwawayDomains).toContain('throwaway.email');
  });
});

describe('French phone', () => {
  it.each(['0612345678', '06 12 34 56 78', '06.12.34.56.78', '06-12-34-56-78', '+33612345678', '+33 6 12 34 56 78', '0033612345678', '0033 1 23 45 67 89', '612345678', ''])(
    'accepts %j',
    (v) => expect(rules.frenchPhone(v)).toBeNull(),
  );
  it.each(['0012345678', '06123456', '061234567890', '+44 7911 123456', 'abc', '06 12 34 56 7a'])('refuses %j', (v) =>
    expect(rules.frenchPhone(v)).toBe('Veuillez saisir un numéro de téléphone français valide'),
  );
});

describe('international phone', () => {
  it.each(['+44 7911 123456', '+1-202-555-0143', '4915112345678', '+3312345678901234'])('accepts %j', (v) =>
    expect(rules.internationalPhone(v)).toBeNull(),
  );
  it.each(['+0123456', '+12345678901234567', '+44 (0)20', 'téléphone'])('refuses %j', (v) =>
    expect(rules.internationalPhone(v)).toBe('Veuillez saisir un numéro de téléphone valide'),
  );
});

describe('contact phone', () => {
  it('accepts French numbers and foreign numbers with their country code', () => {
    expect(rules.contactPhone('06 12 34 56 78')).toBeNull();
    expect(rules.contactPhone('+32 470 12 34 56')).toBeNull();
    expect(rules.contactPhone('0032 470 12 34 56')).toBeNull();
  });
  it('refuses a short local number with the French message', () =>
    expect(rules.contactPhone('12 34')).toBe(messages.frenchPhone));
});

describe('person name', () => {
  it.each(['Jo', 'Élodie Lefèvre', "Jean-Luc D'Arc", 'Anaïs O’Brien', 'François Ørsted', '  Zoé  '])('accepts %j', (v) =>
    expect(rules.personName(v)).toBeNull(),
  );
  it('requires 2 characters after trimming', () => expect(rules.personName(' J ')).toBe('Le nom doit contenir au moins 2 caractères'));
  it('allows 50 characters and refuses 51', () => {
    expect(rules.personName('a'.repeat(50))).toBeNull();
    expect(rules.personName('a'.repeat(51))).toBe('Le nom ne peut pas dépasser 50 caractères');
  });
  it.each(['Jean2', 'Jean_Luc', 'Jean@', 'Jean.'])('refuses %j', (v) =>
    expect(rules.personName(v)).toBe('Le nom ne peut contenir que des lettres, espaces, tirets et apostrophes'),
  );
});

describe('company name', () => {
  it('refuses 1 character and more than 100', () => {
    expect(rules.companyName(' A ')).toBe("Le nom d'entreprise doit contenir au moins 2 caractères");
    expect(rules.companyName('a'.repeat(101))).toBe("Le nom d'entreprise ne peut pas dépasser 100 caractères");
  });
  it('accepts any character between 2 and 100', () => expect(rules.companyName('L’Atelier & Co. 2')).toBeNull());
});

describe('message', () => {
  it('uses 10 characters by default, counted after trimming', () => {
    expect(rules.messageText()('   123456789   ')).toBe('Le message doit contenir au moins 10 caractères');
    expect(rules.messageText()('1234567890')).toBeNull();
  });
  it('takes another minimum', () => expect(rules.messageText(20)('a'.repeat(19))).toBe('Le message doit contenir au moins 20 caractères'));
  it('refuses more than 2000 characters', () => {
    expect(rules.messageText()('a'.repeat(2000))).toBeNull();
    expect(rules.messageText()('a'.repeat(2001))).toBe('Le message ne peut pas dépasser 2000 caractères');
  });
});

describe('other shared rules', () => {
  it('checks URLs (http and https only)', () => {
    expect(rules.url('https://exemple.fr/page')).toBeNull();
    expect(rules.url('http://localhost:3000')).toBeNull();
    expect(rules.url('ftp://exemple.fr')).toBe('Veuillez saisir une URL valide');
    expect(rules.url('exemple.fr')).toBe('Veuillez saisir une URL valide');
  });
  it('checks strong passwords', () => {
    expect(rules.strongPassword('Abcdef1!')).toBeNull();
    for (const weak of ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Ab1!']) {
      expect(rules.strongPassword(weak)).toBe('Mot de passe trop faible (8+ caractères, majuscule, minuscule, chiffre, caractère spécial)');
    }
  });
  it('checks medium passwords', () => {
    expect(rules.mediumPassword('abc123')).toBeNull();
    for (const weak of ['abcdef', '123456', 'ab12']) {
      expect(rules.mediumPassword(weak)).toBe('Mot de passe trop faible (6+ caractères, lettres et chiffres)');
    }
  });
  it('checks lengths and matches', () => {
    expect(rules.minLength(3)('ab')).toBe('Minimum 3 caractères requis');
    expect(rules.maxLength(3)('abcd')).toBe('Maximum 3 caractères autorisés');
    expect(rules.matches('secret')('secret')).toBeNull();
    expect(rules.matches('secret')('Secret')).toBe('Les valeurs ne correspondent pas');
  });
  it('checks postal codes and SIRET numbers', () => {
    expect(rules.postalCode('75002')).toBeNull();
    expect(rules.postalCode('7500')).toBe('Code postal invalide (5 chiffres)');
    expect(rules.siret('732 829 320 00074')).toBeNull();
    expect(rules.siret('7328293200007')).toBe('Numéro SIRET invalide (14 chiffres)');
  });
  it('runs a custom rule with its default message', () => {
    expect(rules.custom((v) => v === 'oui')('non')).toBe('Valeur invalide');
    expect(rules.custom((v) => v === 'oui', 'Répondez oui')('non')).toBe('Répondez oui');
  });
  it('accepts empty values in every optional rule', () => {
    for (const rule of [rules.email, rules.frenchPhone, rules.internationalPhone, rules.personName, rules.companyName, rules.url, rules.postalCode, rules.siret]) {
      expect(rule('')).toBeNull();
    }
  });
});
