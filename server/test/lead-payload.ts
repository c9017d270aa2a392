/** A super-assistant lead as the browser sends it, every field valid: the tests that post leads start from it. */
export const superAssistantLead = {
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'marie@atelier-lumen.fr',
  phone: '06 12 34 56 78',
  company: 'Atelier Lumen',
  position: 'Directrice générale',
  sector: 'Technologie & IT',
  companySize: '16-50',
  urgency: 'Rapide',
  budget: 'standard',
  challenges: 'Trop de saisie manuelle',
  goals: 'Gagner 10 h par semaine',
  timeSpentManual: '5-15h',
  teamSize: '3',
  currentPain: 'Les relances de devis',
  scanEmail: 'marie@gmail.com',
  assistantName: 'Camille',
  analysisTimestamp: '2026-03-10T09:00:00.000Z',
  website: '',
};

/** A contact message as the site's form posts it, any field changed by `overrides`. */
export const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Élodie Lefèvre',
  email: 'elodie@exemple.fr',
  company: 'Atelier Lumen',
  phone: '',
  subject: 'Demande de contact',
  message: 'Nous voulons automatiser nos devis.',
  website: '',
  ...overrides,
});
