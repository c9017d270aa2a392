import Plus from 'lucide-react/icons/plus';
import { useMemo, useState } from 'react';
import type { ReplyTemplateView } from '../../../../domain/api/admin-answers';
import { errorMessage } from '../../../api/error-message';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useCanWrite } from '../auth/use-can-write';
import { Notice, primaryButton } from '../settings/settings-controls';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { ReadOnlyNote, writeControl } from '../ui/read-only-note';
import { Section } from '../ui/section';
import { ReplyTemplateModal } from './reply-template-modal';
import { useDeleteReplyTemplate, useReplyTemplates } from './reply-templates-api';

const rowButton =
  'rounded-lg border border-ink-600 px-3 py-1 text-xs font-semibold text-gray-200 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-40';

/** 'Réponses types': the inbox's saved replies, inserted into a reply from the conversation of a request. */
export function ReplyTemplatesSection() {
  const templates = useReplyTemplates();
  const remove = useDeleteReplyTemplate();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<ReplyTemplateView | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<ReplyTemplateView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<ReplyTemplateView, unknown>[]>(
    () => [
      { accessorKey: 'title', header: 'Titre', cell: ({ row }) => <span className="font-medium text-white">{row.original.title}</span> },
      { accessorKey: 'subject', header: 'Objet', cell: ({ row }) => row.original.subject || '-' },
      {
        accessorKey: 'body',
        header: 'Message',
        enableSorting: false,
        cell: ({ row }) => <span className="line-clamp-2 max-w-md whitespace-pre-line text-gray-300">{row.original.body}</span>,
      },
      {
        accessorKey: 'updatedAt',
        header: 'Modifiée',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatDateTime(row.original.updatedAt)}
            {row.original.updatedBy && <span className="block text-xs text-gray-400">par {row.original.updatedBy}</span>}
          </span>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <span className="flex gap-2">
            <button type="button" className={rowButton} {...writeControl(canWrite)} aria-label={`Modifier la réponse type ${row.original.title}`} onClick={() => setEditing(row.original)}>
              Modifier
            </button>
            <button
              type="button"
              className={`${rowButton} hover:border-red-400 hover:text-red-200`}
              {...writeControl(canWrite)}
              aria-label={`Supprimer la réponse type ${row.original.title}`}
              onClick={() => {
                remove.reset();
                setToDelete(row.original);
              }}
            >
              Supprimer
            </button>
          </span>
        ),
      },
    ],
    [canWrite, remove],
  );

  return (
    <Section
      id="reply-templates"
      title="Réponses types"
      actions={
        <button type="button" className={primaryButton} {...writeControl(canWrite)} onClick={() => setEditing('new')}>
          <Plus aria-hidden size={16} /> Nouvelle réponse type
        </button>
      }
    >
      <p className="mb-3 text-sm text-gray-400">
        Des réponses prêtes à envoyer, à insérer depuis la conversation d’une demande&nbsp;; {'{{prenom}}'}, {'{{nom}}'} et {'{{entreprise}}'} y prennent les valeurs de la
        demande.
      </p>
      <ReadOnlyNote />
      {notice && <Notice tone="success">{notice}</Notice>}
      {(templates.error || remove.error) && <Notice tone="error">{errorMessage(templates.error ?? remove.error)}</Notice>}
      <DataTable
        caption="Réponses types de la messagerie"
        columns={columns}
        data={templates.data ?? []}
        getRowId={(template) => String(template.id)}
        empty={templates.isLoading ? 'Chargement…' : 'Aucune réponse type pour l’instant'}
        height={templates.data && templates.data.length > 6 ? 420 : undefined}
      />
      {editing && (
        <ReplyTemplateModal
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        question={`Supprimer la réponse type « ${toDelete?.title ?? ''} »\u00a0?`}
        confirmLabel="Supprimer"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSuccess: (answer) => setNotice(answer.message) });
          setToDelete(null);
        }}
      />
    </Section>
  );
}
