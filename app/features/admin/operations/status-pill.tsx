import type { ConnectionStatus } from '../../../../domain/api/operations-answers';
import { connectionLabels, connectionTones } from './operations-api';

/** Connecté, Erreur, Non configuré or Inconnu (back-office §4), coloured by state. */
export function StatusPill({ status }: { status: ConnectionStatus }) {
  const known = status in connectionLabels ? status : 'unknown';
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${connectionTones[known]}`}>
      {connectionLabels[known]}
    </span>
  );
}
