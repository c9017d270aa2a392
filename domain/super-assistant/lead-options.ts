/** The choices of the lead form (public-site §9), with the value stored and the label shown. */
export const sectors = [
  'Consulting & Services',
  'E-commerce & Retail',
  'Finance & Comptabilité',
  'Immobilier',
  'Formation & Éducation',
  'Santé & Bien-être',
  'Technologie & IT',
  'Marketing & Communication',
  'BTP & Construction',
  'Restauration & Hôtellerie',
  'Industrie & Manufacturing',
  'Autre',
] as const;

export const companySizes = [
  { value: '1', label: 'Indépendant (1 personne)' },
  { value: '2-5', label: '2 à 5 personnes' },
  { value: '6-15', label: '6 à 15 personnes' },
  { value: '16-50', label: '16 à 50 personnes' },
  { value: '51-200', label: '51 à 200 personnes' },
  { value: '200+', label: 'Plus de 200 personnes' },
] as const;

export const urgencies = [
  { value: 'Urgent', label: 'Urgent (sous 2 semaines)' },
  { value: 'Rapide', label: 'Rapide (sous 1 mois)' },
  { value: 'Normal', label: 'Normal (1 à 3 mois)' },
  { value: 'Planifié', label: 'Planifié (3 à 6 mois)' },
  { value: 'Exploratoire', label: 'Exploratoire (je me renseigne)' },
] as const;

export const budgets = [
  { value: 'limité', label: 'Moins de 500 € par mois' },
  { value: 'standard', label: '500 à 1 500 € par mois' },
  { value: 'confortable', label: '1 500 à 3 000 € par mois' },
  { value: 'important', label: '3 000 à 8 000 € par mois' },
  { value: 'premium', label: 'Plus de 8 000 € par mois' },
  { value: 'à définir', label: 'À définir ensemble' },
] as const;

export const manualTimes = [
  { value: '<5h', label: 'Moins de 5 h par semaine' },
  { value: '5-15h', label: '5 à 15 h par semaine' },
  { value: '15-30h', label: '15 à 30 h par semaine' },
  { value: '>30h', label: 'Plus de 30 h par semaine' },
  { value: 'impossible', label: 'Impossible à estimer' },
] as const;

const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as unknown as { [K in keyof T]: T[K]['value'] };

export const companySizeValues = values(companySizes);
export const urgencyValues = values(urgencies);
export const budgetValues = values(budgets);
export const manualTimeValues = values(manualTimes);

export type Budget = (typeof budgets)[number]['value'];

export const labelOf = (options: readonly { value: string; label: string }[], value: string): string =>
  options.find((o) => o.value === value)?.label ?? value;
