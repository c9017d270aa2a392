import type { Capacity } from './types';

const KEYWORDS: [Capacity, RegExp][] = [
  ['automation', /automat|relance|synchron|saisie|workflow|programm|collecte|export/],
  ['analysis', /analys|prévision|prevision|reporting|tableau|données|donnees|contrôle|controle|indicateur|veille|scoring/],
  ['communication', /client|réponse|reponse|message|relation|e-mail|email|commun|rendez-vous|entretien|newsletter/],
];

/** Capacity inferred from skill keywords, in the order automation, analysis, communication; automation otherwise. */
export function defaultCapacity(skills: readonly string[]): Capacity {
  const text = skills.join(' ').toLowerCase();
  return KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'automation';
}
