import type { ConnectionStatus } from '../../../../domain/api/operations-answers';

/** The four labels of back-office §4. */
const connectionLabels: Record<ConnectionStatus, string> = {
  connected: 'Connecté',
  error: 'Erreur',
  unconfigured: 'Non configuré',
  unknown: 'Inconnu',
};

const connectionTones: Record<ConnectionStatus, string> = {
  connected: 'bg-emerald-500/15 text-emerald-200 border-emerald-400/40',
  error: 'bg-red-500/15 text-red-200 border-red-400/40',
  unconfigured: 'bg-ink-700 text-gray-200 border-ink-600',
  unknown: 'bg-amber-400/10 text-amber-200 border-amber-400/40',
};


/** Connecté, Erreur, Non configuré or Inconnu (back-office §4), coloured by state. */
export function StatusPill({ status }: { status: ConnectionStatus }) {
  const known = status in connectionLabels ? status : 'unknown';
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${connectionTones[known]}`}>
      {connectionLabels[known]}
    </span>
  );
}
