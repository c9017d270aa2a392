import { openSlotAfter } from '../../test/open-slot';

/** A valid body for each write the product has today; routes added later are fuzzed from hostile documents alone. */
export function validSamples(): Record<string, Record<string, unknown>> {
  const tomorrow = new Date(openSlotAfter(1));
  const campaign = { source: 'affiche', medium: 'print', campaign: 'salon', code: 'abcd2345' };
  return {
    'POST /api/contact': { name: 'Jean Dupont', email: 'jean@exemple.fr', company: 'Atelier Lumen', phone: '06 12 34 56 78', subject: 'Demande de contact - Atelier Lumen', message: 'Bonjour, un projet à discuter.', campaign },
    'POST /api/callback-requests': { name: 'Jean Dupont', phone: '06 12 34 56 78', email: 'jean@exemple.fr', company: 'Atelier Lumen', preferredTime: tomorrow.toISOString(), campaign },
    'POST /api/leads': {
      firstName: 'Marie', lastName: 'Curie', email: 'marie@atelier-lumen.fr', phone: '06 12 34 56 78', company: 'Atelier Lumen', position: 'Directrice',
      sector: 'Technologie & IT', companySize: '16-50', urgency: 'Rapide', budget: 'standard', challenges: 'Saisie', goals: 'Gagner du temps',
      timeSpentManual: '5-15h', teamSize: '3', currentPain: 'Relances', scanEmail: 'marie@gmail.com', assistantName: 'Camille', analysisTimestamp: '2026-03-10T09:00:00.000Z',
      campaign,
    },
    'POST /api/events': { event: 'page_view', page: '/', properties: { source: 'essai' } },
    'POST /api/chatbot/ask': { query: 'Quels sont vos tarifs ?', page: '/pricing' },
    'POST /api/security/check-admin-password': { username: 'inconnu', password: 'Mauvais-Mot-De-Passe-1' },
    'POST /api/admin/users': { username: 'essai.fuzz', password: 'Mot-De-Passe-Solide-1', roles: ['ROLE_USER'] },
    'PUT /api/admin/users/:username': { roles: ['ROLE_USER'] },
    'PUT /api/admin/callback-requests/:id/status': { status: 'completed' },
    'POST /api/admin/callback-requests/:id/notes': { text: 'Rappeler après le salon.' },
    'POST /api/admin/callback-requests/:id/reply': { subject: 'Votre demande', message: 'Bonjour, voici nos disponibilités.' },
    'PUT /api/admin/callback-requests/:id/assignee': { username: null },
    'PUT /api/admin/callback-requests/:id/snooze': { until: tomorrow.toISOString() },
    'PUT /api/admin/callback-requests/:id/labels': { labels: ['devis', 'salon lyon'] },
    'POST /api/admin/callback-requests/bulk': { ids: [1, 2], action: 'complete' },
    'PUT /api/admin/prospects/:id/status': { statut: 'Qualifié' },
    'PUT /api/admin/prospects/:id/labels': { labels: ['relance'] },
    'POST /api/admin/prospects/:id/merge': { duplicate_id: 2 },
    'POST /api/admin/prospects/bulk': { ids: [1, 2], action: 'status', statut: 'Qualifié' },
  };
}
