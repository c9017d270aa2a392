import { parisToday } from '../paris-time';
/**
 * The columns of the prospects CSV, in order: the export writes these headers and the import reads back those it
 * takes (it also accepts the field names of back-office §3, e.g. 'nom', 'date_ajout'). New columns go at the end, so
 * a spreadsheet that reads the columns by their place goes on reading the same ones.
 */
export const PROSPECT_CSV_COLUMNS = [
  { field: 'client_code', header: 'Code client' },
  { field: 'nom', header: 'Nom' },
  { field: 'prenom', header: 'Prénom' },
  { field: 'email', header: 'E-mail' },
  { field: 'telephone', header: 'Téléphone' },
  { field: 'entreprise', header: 'Entreprise' },
  { field: 'fonction', header: 'Fonction' },
  { field: 'source', header: 'Source' },
  { field: 'date_ajout', header: "Date d'ajout" },
  { field: 'statut', header: 'Statut' },
  { field: 'is_contacted', header: 'Contacté' },
  { field: 'commentaire', header: 'Commentaire' },
  { field: 'lead_score', header: 'Score' },
  { field: 'estimated_value', header: 'Valeur estimée (€)' },
  { field: 'expected_close_at', header: 'Clôture prévue' },
  { field: 'labels', header: 'Étiquettes' },
  // The pipeline's columns, written by the export only: the import leaves them aside.
  { field: 'owner', header: 'Responsable' },
  { field: 'next_action_label', header: 'Prochaine action' },
  { field: 'next_action_type', header: 'Type de la prochaine action' },
  { field: 'next_action_at', header: 'Date de la prochaine action' },
  { field: 'next_action_time', header: 'Heure de la prochaine action' },
  { field: 'lost_reason', header: 'Motif de perte' },
  { field: 'lost_at', header: 'Perdu le' },
  { field: 'won_at', header: 'Gagné le' },
] as const;

export type ProspectCsvField = (typeof PROSPECT_CSV_COLUMNS)[number]['field'];

/** 'prospects-2026-03-10.csv': the Paris day of the export in the file name. */
export const exportFileName = (now: Date): string => `prospects-${parisToday(now)}.csv`;
