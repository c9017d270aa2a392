import KeyRound from 'lucide-react/icons/key-round';
import { useMemo, useState } from 'react';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NewApiKeyModal } from './new-api-key-modal';
import { Notice, primaryButton } from '../settings/settings-controls';
import { useApiKeys, useRevokeApiKey, type ApiKey } from '../settings/settings-api';
import { LOGIN_API_TOKEN_NAME } from '../../../../domain/settings/settings-schema';
import { errorMessage } from '../../../api/error-message';
import { readOnlyHint, writeControl } from '../ui/read-only-note';
import { Subsection } from '../ui/section';

function StatusBadge({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.active)
    return (
      <span>
        <span className="rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">Active</span>
        <span className="mt-1 block text-xs text-gray-400">jusqu'au {formatDateTime(apiKey.expiresAt)}</span>
      </span>
    );
  return (
    <span>
      <span className="rounded-full bg-ink-700 px-2.5 py-0.5 text-xs font-semibold text-gray-300">Inactive</span>
      <span className="mt-1 block text-xs text-gray-400">{apiKey.revokedAt ? `Révoquée le ${formatDateTime(apiKey.revokedAt)}` : 'Expirée'}</span>
    </span>
  );
}

/** 'Clés API': the real admin tokens, revocable at once; a new key is shown a single time. */
export function ApiKeysPanel({ canEdit }: { canEdit: boolean }) {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<ApiKey, unknown>[]>(
    () => [
      {
        accessorKey: 'name',
        header: 'Nom',
        cell: ({ row }) => (
          <span>
            <span className="break-words font-medium text-white">{row.original.name}</span>
            <span className="mt-0.5 block text-xs text-gray-400">par {row.original.username}</span>
            {row.original.name === LOGIN_API_TOKEN_NAME && (
              <span className="mt-0.5 block text-xs text-gray-400">Jeton remis par une connexion qui en a demandé un (X-API-KEY), valable 12 heures</span>
            )}
          </span>
        ),
      },
      { accessorKey: 'createdAt', header: 'Créée le', cell: ({ row }) => formatDateTime(row.original.createdAt) },
      { accessorKey: 'lastUsedAt', header: 'Dernière utilisation', cell: ({ row }) => (row.original.lastUsedAt ? formatDateTime(row.original.lastUsedAt) : 'Jamais') },
      { id: 'status', header: 'Statut', enableSorting: false, cell: ({ row }) => <StatusBadge apiKey={row.original} /> },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <button
            type="button"
            disabled={!canEdit || !row.original.active}
            title={canEdit ? undefined : readOnlyHint}
            aria-label={`Révoquer la clé ${row.original.name}`}
            onClick={() => {
              revoke.reset();
              setNotice(null);
              setToRevoke(row.original);
            }}
            className="rounded-lg border border-ink-600 px-3 py-1 text-xs font-semibold text-gray-200 hover:border-red-400 hover:text-red-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-40"
          >
            Révoquer
          </button>
        ),
      },
    ],
    [canEdit, revoke],
  );

  return (
    <Subsection
      id="api-keys"
      title="Clés API"
      actions={
        <button type="button" className={primaryButton} {...writeControl(canEdit)} onClick={() => setCreating(true)}>
          <KeyRound aria-hidden size={16} /> Générer une nouvelle clé API
        </button>
      }
    >
      <p className="text-sm text-gray-400">
        Une clé s'envoie dans l'en-tête <code className="text-gray-200">X-API-KEY</code>. Le back-office n'en utilise aucune&nbsp;: il s'appuie sur sa session.
      </p>
      {notice && <Notice tone="success">{notice}</Notice>}
      {(keys.error || revoke.error) && <Notice tone="error">{keys.error ? errorMessage(keys.error) : errorMessage(revoke.error, 'Erreur lors de la révocation de la clé')}</Notice>}
      <DataTable
        caption="Clés API des administrateurs"
        columns={columns}
        data={keys.data ?? []}
        getRowId={(key) => String(key.id)}
        empty={keys.isLoading ? 'Chargement…' : 'Aucune clé API'}
        height={keys.data && keys.data.length > 8 ? 420 : undefined}
      />
      <NewApiKeyModal open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={toRevoke !== null}
        question={`Révoquer la clé « ${toRevoke?.name ?? ''} »\u00a0? Elle cessera de fonctionner immédiatement.`}
        confirmLabel="Révoquer"
        onCancel={() => setToRevoke(null)}
        onConfirm={() => {
          if (toRevoke) revoke.mutate(toRevoke.id, { onSuccess: (body) => setNotice(body.message) });
          setToRevoke(null);
        }}
      />
    </Subsection>
  );
}
