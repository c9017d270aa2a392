import { useMemo } from 'react';
import { LOGIN_JOURNAL_HOURS } from '../../../../domain/settings/settings-schema';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { Notice } from '../settings/settings-controls';
import { useLoginJournal, type LoginEvent } from '../settings/settings-api';
import { errorMessage } from '../../../api/error-message';
import { Subsection } from '../ui/section';

const reasons: Record<NonNullable<LoginEvent['reason']>, string> = {
  'bad-credentials': 'Mot de passe incorrect',
  locked: 'Compte ou adresse verrouillé',
  'bad-code': 'Code de vérification incorrect',
};

/** 'Journal des connexions': the real successes and failures of the last 48 hours. */
export function LoginJournal() {
  const journal = useLoginJournal();
  const columns = useMemo<ColumnDef<LoginEvent, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: 'Date', cell: ({ row }) => formatDateTime(row.original.createdAt) },
      { accessorKey: 'username', header: 'Utilisateur', cell: ({ row }) => <span className="break-all">{row.original.username}</span> },
      { accessorKey: 'address', header: 'Adresse IP', cell: ({ row }) => <span className="break-all">{row.original.address}</span> },
      {
        id: 'result',
        header: 'Résultat',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.success ? (
            <span className="rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">Succès</span>
          ) : (
            <span>
              <span className="rounded-full bg-red-500/15 px-2.5 py-0.5 text-xs font-semibold text-red-300">Échec</span>
              {row.original.reason && <span className="mt-1 block text-xs text-gray-400">{reasons[row.original.reason]}</span>}
            </span>
          ),
      },
    ],
    [],
  );

  return (
    <Subsection id="login-journal" title={`Journal des connexions (${LOGIN_JOURNAL_HOURS} dernières heures)`}>
      {journal.error && <Notice tone="error">{errorMessage(journal.error)}</Notice>}
      <DataTable
        caption={`Connexions des ${LOGIN_JOURNAL_HOURS} dernières heures`}
        columns={columns}
        data={journal.data ?? []}
        getRowId={(event) => String(event.id)}
        empty={journal.isLoading ? 'Chargement…' : 'Aucune connexion ces 48 dernières heures'}
        height={journal.data && journal.data.length > 8 ? 420 : undefined}
      />
    </Subsection>
  );
}
