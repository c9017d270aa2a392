import { describe, expect, it } from 'vitest';
import { phoneKey, samePersonByPhone } from './phone-key';

describe('phoneKey', () => {
  it.each([
    ['06 12 34 56 78', '0612345678'],
    ['06.12.34.56.78', '0612345678'],
    ['+33 6 12 34 56 78', '0612345678'],
    ['+33 (0)6 12 34 56 78', '0612345678'],
    ['0033 6 12 34 56 78', '0612345678'],
    ['33 6 12 34 56 78', '0612345678'],
    ['+44 20 7946 0958', '442079460958'],
    ['0044 20 7946 0958', '442079460958'],
    ['01-23-45-67-89', '0123456789'],
  ])('reads %s as %s', (typed, key) => {
    expect(phoneKey(typed)).toBe(key);
  });

  it('gives nothing for a number too short to compare, or none', () => {
    expect(phoneKey('12 34')).toBe('');
    expect(phoneKey('')).toBe('');
    expect(phoneKey('Non fourni')).toBe('');
  });
});

describe('samePersonByPhone', () => {
  it('needs the same number and the same last name, whatever their writing', () => {
    expect(samePersonByPhone({ nom: 'Hélène', telephone: '+33 6 12 34 56 78' }, { nom: 'HELENE', telephone: '06 12 34 56 78' })).toBe(true);
    expect(samePersonByPhone({ nom: 'Durand', telephone: '01 23 45 67 89' }, { nom: 'Martin', telephone: '01 23 45 67 89' })).toBe(false);
    expect(samePersonByPhone({ nom: 'Durand', telephone: '01 23 45 67 89' }, { nom: 'Durand', telephone: '01 23 45 67 88' })).toBe(false);
    expect(samePersonByPhone({ nom: '', telephone: '01 23 45 67 89' }, { nom: '', telephone: '01 23 45 67 89' })).toBe(false);
    expect(samePersonByPhone({ nom: 'Durand', telephone: '12 34' }, { nom: 'Durand', telephone: '12 34' })).toBe(false);
  });
});
