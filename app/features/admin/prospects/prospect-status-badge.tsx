const tones: Record<string, string> = {
  Lead: 'bg-sky-500/15 text-sky-200 ring-sky-400/30',
  Qualifié: 'bg-violet-500/15 text-violet-200 ring-violet-400/30',
  'À contacter': 'bg-amber-500/15 text-amber-200 ring-amber-400/30',
  'RDV planifié': 'bg-indigo-500/15 text-indigo-200 ring-indigo-400/30',
  Client: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/30',
  Inactif: 'bg-gray-500/15 text-gray-300 ring-gray-400/30',
  Importé: 'bg-teal-500/15 text-teal-200 ring-teal-400/30',
  Erreur: 'bg-red-500/15 text-red-200 ring-red-400/40',
};

/** One of the seven statuses of back-office §4; an unknown value is shown as it is. */
export function ProspectStatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[status] ?? tones.Inactif}`}>{status || '-'}</span>
  );
}
