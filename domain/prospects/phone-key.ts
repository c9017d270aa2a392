import { foldForSearch } from './search-text';

/** Fewer digits than this cannot tell two people apart. */
const SHORTEST_NUMBER = 8;

/**
 * The form a phone number is compared in (docs/decisions/0430-phone-duplicates.md): its digits, a French number
 * in its national form however it was typed ('+33 6 12 34 56 78', '0033 6 12 34 56 78', '+33 (0)6 12 34 56 78'
 * and '06.12.34.56.78' are all '0612345678'), another country's with its code ('+44 20 7946 0958' is
 * '442079460958'); '' when it holds fewer than eight digits.
 */
export function phoneKey(phone: string): string {
  const typed = phone.trim();
  let digits = typed.replace(/\D/g, '');
  const international = typed.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  // '33 6 12 34 56 78' typed without its '+': eleven digits, which no French national number has.
  const french = (international || digits.length === 11) && digits.startsWith('33');
  if (french) digits = `0${digits.slice(2).replace(/^0/, '')}`;
  return digits.length >= SHORTEST_NUMBER ? digits : '';
}

interface PhoneHolder {
  nom: string;
  telephone: string;
}

/**
 * Two prospects are one person by their phone when they share its number and their last name: colleagues who gave
 * their company's switchboard share the number alone.
 */
export function samePersonByPhone(a: PhoneHolder, b: PhoneHolder): boolean {
  const key = phoneKey(a.telephone);
  return key !== '' && key === phoneKey(b.telephone) && foldForSearch(a.nom) !== '' && foldForSearch(a.nom) === foldForSearch(b.nom);
}
