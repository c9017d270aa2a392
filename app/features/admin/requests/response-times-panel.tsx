import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { formatWholePercent, shareOf } from '../../../../domain/percent';
import { formatWorkingDuration, type PersonResponseTimes } from '../../../../domain/response-promises';
import { errorMessage } from '../../../api/error-message';
import { DataTable } from '../ui/data-table';
import { ViewToggle } from '../ui/view-toggle';
import { useResponseTimes, type PromiseKind } from './inbox-api';
import { countOf, pluralOf } from '../../../../domain/numbers';

const tile = 'rounded-xl border border-ink-700 bg-ink-950/60 p-4';

/** How each kind of promise is worded on its tiles. */
const wording: Record<PromiseKind, { label: string; answers: (count: number) => string; first: string; received: (count: number) => string; late: string }> = {
  requests: {
    label: 'Messages et rappels',
    answers: (count) => countOf(count, 'réponse'),
    first: '1re réponse',
    received: (count) => `${countOf(count, 'demande')} ${pluralOf(count, 'reçue')} en 30 jours`,
    late: 'sans réponse après l’échéance promise',
  },
  leads: {
    label: 'Leads du super assistant',
    answers: (count) => `${countOf(count, 'lead')} ${pluralOf(count, 'contacté')}`,
    first: 'Premier contact',
    received: (count) => `${countOf(count, 'lead')} ${pluralOf(count, 'reçu')} en 30 jours`,
    late: 'pas encore contactés après l’échéance promise',
  },
};

const shareText = (row: PersonResponseTimes) => (row.answered > 0 ? `${formatWholePercent(row.onTime / row.answered)} (${row.onTime} sur ${row.answered})` : '-');

/** Chatwoot's agent report: the same figures for each person who holds requests of the period (decision 0407). */
const personColumns = (kind: PromiseKind): ColumnDef<PersonResponseTimes, unknown>[] => [
  { id: 'person', header: 'Responsable', accessorFn: (row) => row.person ?? '', cell: ({ row }) => row.original.person ?? 'Sans responsable' },
  { id: 'received', header: kind === 'leads' ? 'Leads reçus' : 'Demandes reçues', accessorKey: 'received' },
  { id: 'answered', header: kind === 'leads' ? 'Contactés' : 'Répondues', accessorKey: 'answered' },
  { id: 'onTime', header: 'Dans les délais', accessorFn: (row) => (row.answered > 0 ? row.onTime / row.answered : -1), cell: ({ row }) => shareText(row.original) },
  { id: 'median', header: 'Délai médian', accessorFn: (row) => row.medianMinutes ?? Infinity, cell: ({ row }) => (row.original.medianMinutes == null ? '-' : formatWorkingDuration(row.original.medianMinutes)) },
];

const columnsOf: Record<PromiseKind, ColumnDef<PersonResponseTimes, unknown>[]> = { requests: personColumns('requests'), leads: personColumns('leads') };

/**
 * The answers the site promises (a message within 2 working hours, a callback the next working day or at its
 * slot, a super-assistant lead within the delay of its band), as kept over the last 30 days, and what waits now
 * (docs/decisions/0374-response-promises.md, docs/decisions/0379-lead-promises-on-the-dashboard.md).
 */
export function ResponseTimesPanel() {
  const [kind, setKind] = useState<PromiseKind>('requests');
  const times = useResponseTimes(kind);
  const data = times.data;
  const words = wording[kind];
  const share = data ? shareOf(data.onTime, data.answered) : null;
  return (
    <div className="mt-6 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-white">Réponses promises (30 derniers jours)</h3>
        <ViewToggle
          label="Promesses affichées"
          value={kind}
          onChange={setKind}
          options={(['requests', 'leads'] as const).map((value) => ({ value, label: wording[value].label }))}
        />
      </div>
      {times.error ? (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(times.error)}
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-busy={times.isFetching}>
          <div className={tile}>
            <dt className="text-sm text-gray-400">Dans les délais</dt>
            <dd className="mt-1 text-2xl font-bold sm:text-3xl text-white">{formatWholePercent(share)}</dd>
            <dd className="text-xs text-gray-400">{data ? `${data.onTime} sur ${words.answers(data.answered)}` : 'Chargement…'}</dd>
          </div>
          <div className={tile}>
            <dt className="text-sm text-gray-400">Délai médian</dt>
            <dd className="mt-1 text-2xl font-bold sm:text-3xl text-white">{data?.medianMinutes == null ? '-' : formatWorkingDuration(data.medianMinutes)}</dd>
            <dd className="text-xs text-gray-400">{`${words.first}, en heures ouvrées (lun.–ven., 9\u00a0h–18\u00a0h, hors jours fériés et fermetures)`}</dd>
          </div>
          <div className={tile}>
            <dt className="text-sm text-gray-400">{kind === 'leads' ? 'À contacter' : 'En attente de réponse'}</dt>
            <dd className="mt-1 text-2xl font-bold sm:text-3xl text-white">{data?.waiting ?? '-'}</dd>
            <dd className="text-xs text-gray-400">{data ? words.received(data.received) : ''}</dd>
          </div>
          <div className={`${tile} ${data && data.late > 0 ? 'border-red-400/60' : ''}`}>
            <dt className="text-sm text-gray-400">En retard</dt>
            <dd className={`mt-1 text-2xl font-bold sm:text-3xl ${data && data.late > 0 ? 'text-red-300' : 'text-white'}`}>{data?.late ?? '-'}</dd>
            <dd className="text-xs text-gray-400">{words.late}</dd>
          </div>
        </dl>
      )}
      {data && <h4 className="pt-2 text-sm font-semibold text-gray-200">Par responsable</h4>}
      {data && (
        <DataTable
          caption={kind === 'leads' ? 'Leads contactés par responsable' : 'Réponses par responsable'}
          columns={columnsOf[kind]}
          data={data.byPerson}
          getRowId={(row) => row.person ?? ''}
          empty="Aucune demande reçue sur la période"
        />
      )}
    </div>
  );
}
