import type { ProspectStatus } from './prospect-fields';

/**
 * What GET /api/admin/prospects/test-data answers: invented people at example.com, shown only when the real
 * list cannot be read (back-office §7), always under a banner and never editable or exported.
 */
export const sampleProspects: ReadonlyArray<{
  client_code: string;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  entreprise: string;
  fonction: string;
  source: string;
  date_ajout: string;
  statut: ProspectStatus;
  is_contacted: boolean;
  commentaire: string;
}> = [
  { client_code: 'EXEMPLE-1', nom: 'Exemple', prenom: 'Camille', email: 'camille.exemple@example.com', telephone: '01 23 45 67 89', entreprise: 'Entreprise Exemple', fonction: 'Directrice générale', source: 'exemple', date_ajout: '2026-01-05T09:00:00.000Z', statut: 'Lead', is_contacted: false, commentaire: "Ligne d'exemple" },
  { client_code: 'EXEMPLE-2', nom: 'Démo', prenom: 'Lucas', email: 'lucas.demo@example.com', telephone: '01 98 76 54 32', entreprise: 'Démo SAS', fonction: 'Responsable commercial', source: 'exemple', date_ajout: '2026-01-06T10:30:00.000Z', statut: 'Qualifié', is_contacted: true, commentaire: "Ligne d'exemple" },
  { client_code: 'EXEMPLE-3', nom: 'Modèle', prenom: 'Inès', email: 'ines.modele@example.com', telephone: '', entreprise: 'Modèle & Cie', fonction: '', source: 'exemple', date_ajout: '2026-01-07T14:15:00.000Z', statut: 'RDV planifié', is_contacted: true, commentaire: "Ligne d'exemple" },
];
