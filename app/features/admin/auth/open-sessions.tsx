import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { openSessionsAnswer } from '../../../../domain/api/admin-answers';
import type { messageAnswer } from '../../../../domain/api/answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { errorMessage } from '../../../api/error-message';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import { Notice, secondaryButton } from '../settings/settings-controls';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { notify } from '../ui/notify';
import { Subsection } from '../ui/section';

type OpenSession = Answer<typeof openSessionsAnswer>['sessions'][number];
const BASE = '/api/admin/account/sessions';

function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: number | 'others') =>
      adminFetch<Answer<typeof messageAnswer>>(which === 'others' ? `${BASE}/end-others` : `${BASE}/${which}`, { method: which === 'others' ? 'POST' : 'DELETE' }),
    onSuccess: (body) => notify('success', body.message),
    onError: (error) => notify('error', errorMessage(error, 'Erreur lors de la fermeture de la session')),
    onSettled: () => reloadAfterWrite(client, { shown: [adminKeys.openSessions] }),
  });
}

/** 'Vos sessions ouvertes': where the user is logged in, each session ended from here (docs/decisions/0461-open-sessions.md). */
export function OpenSessions() {
  const sessions = useQuery({ queryKey: adminKeys.openSessions, queryFn: () => adminFetch<Answer<typeof openSessionsAnswer>>(BASE), retry: false });
  const end = useEndSession();
  const list = sessions.data?.sessions ?? [];
  const columns = useMemo<ColumnDef<OpenSession, unknown>[]>(
    () => [
      {
        id: 'device',
        header: 'Appareil',
        enableSorting: false,
        cell: ({ row: { original: session } }) => (
          <span>
            <span className="font-medium text-white">{session.device ?? 'Navigateur inconnu'}</span>
            {session.current && (
              <span className="ml-2 inline-block rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">Cette session</span>
            )}
            {/* Small screens show the address and the dates under the device instead of in their own columns. */}
            <span className="mt-1 block text-xs text-gray-400 sm:hidden">
              {session.address ?? '-'} · active le {formatDateTime(session.lastSeenAt)}
            </span>
          </span>
        ),
      },
      { accessorKey: 'address', header: 'Adresse IP', meta: { className: 'hidden sm:table-cell' }, cell: ({ row }) => <span className="break-all">{row.original.address ?? '-'}</span> },
      { accessorKey: 'createdAt', header: 'Ouverte le', meta: { className: 'hidden sm:table-cell' }, cell: ({ row }) => formatDateTime(row.original.createdAt) },
      { accessorKey: 'lastSeenAt', header: 'Dernière activité', meta: { className: 'hidden sm:table-cell' }, cell: ({ row }) => formatDateTime(row.original.lastSeenAt) },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row: { original: session } }) =>
          session.current ? null : (
            <button
              type="button"
              className={secondaryButton}
              aria-label={`Fermer la session ${session.device ?? 'du navigateur inconnu'} ouverte le ${formatDateTime(session.createdAt)}`}
              disabled={end.isPending}
              onClick={() => end.mutate(session.id)}
            >
              Fermer
            </button>
          ),
      },
    ],
    [end],
  );

  return (
    <Subsection
      id="open-sessions"
      title="Vos sessions ouvertes"
      actions={
        <button type="button" className={secondaryButton} disabled={end.isPending || list.length < 2} onClick={() => end.mutate('others')}>
          Fermer les autres sessions
        </button>
      }
    >
      <p className="text-sm text-gray-400">Un ordinateur prêté, un téléphone perdu&nbsp;: fermez la session, elle devra se reconnecter.</p>
      {sessions.error && <Notice tone="error">{errorMessage(sessions.error, 'Erreur lors du chargement des sessions')}</Notice>}
      <DataTable
        caption="Vos sessions ouvertes"
        columns={columns}
        data={list}
        getRowId={(session) => String(session.id)}
        empty={sessions.isLoading ? 'Chargement…' : 'Aucune session ouverte'}
      />
    </Subsection>
  );
}
