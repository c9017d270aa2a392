import Pencil from 'lucide-react/icons/pencil';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldOff from 'lucide-react/icons/shield-off';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { formatEuros } from '../../../../domain/euros';
import { adminMessages } from '../../../../domain/validation/admin-messages';
import { MAIN_ADMIN_USERNAME } from '../../../../domain/validation/admin-user-schema';
import { errorMessage } from '../../../api/error-message';
import { useCanWrite } from '../auth/use-can-write';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { Modal } from '../ui/modal';
import { readOnlyHint, ReadOnlyNote, writeControl } from '../ui/read-only-note';
import { AvailabilityCell } from './availability';
import { UserForm } from './user-form';
import { useAdminUsers, useDeleteAdminUser, type AdminUser } from './users-api';
import { useResetTwoFactor } from './two-factor-api';
import { ConfirmDialog } from '../../../ui/confirm-dialog';


function RoleBadge({ roles }: { roles: string[] }) {
  const admin = roles.includes('ROLE_ADMIN');
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${admin ? 'bg-brand-600/25 text-brand-300' : 'bg-ink-700 text-gray-200'}`}
    >
      {admin ? 'Admin' : 'Utilisateur'}
    </span>
  );
}

interface UserActions {
  canWrite: boolean;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** Turns a colleague's second factor off, their phone lost (docs/decisions/0457-two-factor-login.md). */
  onResetTwoFactor: (user: AdminUser) => void;
}

function userColumns({ canWrite, onEdit, onDelete, onResetTwoFactor }: UserActions): ColumnDef<AdminUser, unknown>[] {
  return [
    {
      id: 'username',
      header: 'Utilisateur',
      cell: ({ row: { original: user } }) => (
        <span className="font-medium text-white">
          {user.username}
          {/* Where the user's own notices go (decisions 0443-0445). */}
          {user.email && <span className="mt-0.5 block break-all text-xs font-normal text-gray-400">{user.email}</span>}
          {user.monthlyWonGoal > 0 && <span className="mt-0.5 block text-xs font-normal text-gray-400">Objectif&nbsp;: {formatEuros(user.monthlyWonGoal)} par mois</span>}
          {user.twoFactor && (
            <span className="mt-1 flex items-center gap-1 text-xs font-normal text-emerald-300">
              <ShieldCheck aria-hidden size={14} /> Double authentification
            </span>
          )}
          {/* Small screens show the role and the availability under the name instead of in their own columns. */}
          <span className="mt-1 block sm:hidden">
            <RoleBadge roles={user.roles} />
          </span>
          <span className="mt-2 block sm:hidden">
            <AvailabilityCell user={user} />
          </span>
        </span>
      ),
    },
    { id: 'roles', header: 'Rôles', meta: { className: 'hidden sm:table-cell' }, cell: ({ row }) => <RoleBadge roles={row.original.roles} /> },
    {
      id: 'lastLogin',
      header: 'Dernière connexion',
      cell: ({ row: { original: user } }) => <span className="text-gray-300">{user.lastLogin ? formatDateTime(user.lastLogin) : 'Jamais connecté'}</span>,
    },
    { id: 'availability', header: 'Disponibilité', meta: { className: 'hidden sm:table-cell' }, cell: ({ row }) => <AvailabilityCell user={row.original} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: user } }) => (
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={`Modifier ${user.username}`}
            {...writeControl(canWrite)}
            onClick={() => onEdit(user)}
            className="rounded-lg border border-ink-600 p-1.5 text-gray-200 hover:border-brand-400 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <Pencil aria-hidden size={16} />
          </button>
          <button
            type="button"
            aria-label={`Supprimer ${user.username}`}
            disabled={!canWrite || user.username === MAIN_ADMIN_USERNAME}
            title={!canWrite ? readOnlyHint : user.username === MAIN_ADMIN_USERNAME ? adminMessages.cannotDeleteAdmin : undefined}
            onClick={() => onDelete(user)}
            className="rounded-lg border border-ink-600 p-1.5 text-gray-200 hover:border-red-400 hover:text-red-200 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <Trash2 aria-hidden size={16} />
          </button>
          {user.twoFactor && (
            <button
              type="button"
              aria-label={`Désactiver la double authentification de ${user.username}`}
              title={canWrite ? `Désactiver la double authentification de ${user.username}` : readOnlyHint}
              disabled={!canWrite}
              onClick={() => onResetTwoFactor(user)}
              className="rounded-lg border border-ink-600 p-1.5 text-gray-200 hover:border-red-400 hover:text-red-200 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <ShieldOff aria-hidden size={16} />
            </button>
          )}
        </div>
      ),
    },
  ];
}

/** 'Gestion des utilisateurs admin' (back-office §2.4): list, add form, edit form. */
export function UsersPanel() {
  const users = useAdminUsers();
  const remove = useDeleteAdminUser();
  const [mode, setMode] = useState<{ kind: 'list' } | { kind: 'add' } | { kind: 'edit'; user: AdminUser }>({ kind: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const resetTwoFactor = useResetTwoFactor();
  const [toReset, setToReset] = useState<AdminUser | null>(null);

  const loadError = users.error ? errorMessage(users.error, 'Erreur lors du chargement des utilisateurs') : null;
  const deleteError = remove.error ? errorMessage(remove.error, "Erreur lors de la suppression de l'utilisateur") : null;
  const resetError = resetTwoFactor.error ? errorMessage(resetTwoFactor.error, 'Erreur lors de la désactivation de la double authentification') : null;
  const canWrite = useCanWrite();

  if (mode.kind !== 'list') {
    return (
      <UserForm
        key={mode.kind === 'edit' ? mode.user.username : 'new'}
        user={mode.kind === 'edit' ? mode.user : null}
        onCancel={() => setMode({ kind: 'list' })}
        onDone={(message) => {
          setNotice(message);
          setMode({ kind: 'list' });
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-400">L'utilisateur admin principal ne peut pas être supprimé.</p>
        <button
          type="button"
          {...writeControl(canWrite)}
          onClick={() => {
            setNotice(null);
            setMode({ kind: 'add' });
          }}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Plus aria-hidden size={16} /> Nouvel utilisateur
        </button>
      </div>
      <ReadOnlyNote />
      {notice && (
        <p role="status" className="rounded-xl border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm text-emerald-200">
          {notice}
        </p>
      )}
      {(loadError || deleteError || resetError) && (
        <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          {loadError ?? deleteError ?? resetError}
        </p>
      )}
      {users.data && (
        <DataTable
          caption="Utilisateurs du back-office"
          columns={userColumns({
            canWrite,
            onEdit: (user) => {
              setNotice(null);
              setMode({ kind: 'edit', user });
            },
            onDelete: (user) => {
              remove.reset();
              setToDelete(user);
            },
            onResetTwoFactor: (user) => {
              resetTwoFactor.reset();
              setToReset(user);
            },
          })}
          data={users.data}
          getRowId={(user) => user.username}
          empty="Aucun utilisateur trouvé"
        />
      )}
      <Modal open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)} title="Supprimer l'utilisateur">
        <p className="text-gray-200">Êtes-vous sûr de vouloir supprimer l'utilisateur {toDelete?.username} ?</p>
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={() => setToDelete(null)}
            className="rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-200"
          >
            Annuler
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() =>
              toDelete &&
              remove.mutate(toDelete.username, { onSuccess: (body) => setNotice(body.message), onSettled: () => setToDelete(null) })
            }
            className="rounded-xl bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-500 disabled:opacity-70"
          >
            Supprimer
          </button>
        </div>
      </Modal>
      <ConfirmDialog
        open={toReset !== null}
        question={`Désactiver la double authentification de ${toReset?.username ?? ''}\u00a0? Sa prochaine connexion ne demandera que le mot de passe.`}
        confirmLabel="Désactiver"
        onCancel={() => setToReset(null)}
        onConfirm={() => {
          if (toReset) resetTwoFactor.mutate(toReset.username, { onSuccess: (body) => setNotice(body.message) });
          setToReset(null);
        }}
      />
    </div>
  );
}
