import { zodResolver } from '@hookform/resolvers/zod';
import Ban from 'lucide-react/icons/ban';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BlockedSenderView } from '../../../../domain/api/admin-answers';
import { blockSenderSchema, type BlockSenderInput } from '../../../../domain/blocked-senders';
import { errorMessage, refusalOf } from '../../../api/error-message';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { TextField } from '../../../ui/text-field';
import { useCanWrite } from '../auth/use-can-write';
import { Notice, primaryButton } from '../settings/settings-controls';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { ReadOnlyNote, writeControl } from '../ui/read-only-note';
import { Section } from '../ui/section';
import { useBlockedSenders, useBlockSender, useUnblockSender } from './blocked-senders-api';

const rowButton =
  'rounded-lg border border-ink-600 px-3 py-1 text-xs font-semibold text-gray-200 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-40';

/** The address to block, typed; the answer says how many waiting requests it cancelled. */
function BlockForm({ canWrite, onDone }: { canWrite: boolean; onDone: (message: string) => void }) {
  const block = useBlockSender();
  const formRef = useFocusFirstInvalid(block.error);
  const refused = refusalOf(block.error, ['email'], "Erreur lors du blocage de l'adresse");
  const form = useForm<BlockSenderInput, unknown, { email: string }>({ resolver: zodResolver(blockSenderSchema), defaultValues: { email: '' } });
  const submit = form.handleSubmit(({ email }) =>
    block.mutate(email, {
      onSuccess: (answer) => {
        form.reset();
        onDone(answer.message);
      },
    }),
  );
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Bloquer une adresse ou un domaine" className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="sm:w-96">
        <TextField
          label="Adresse ou domaine à bloquer"
          type="text"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          placeholder="robot@exemple.com"
          hint="Un domaine s’écrit précédé de @ : toutes ses adresses sont bloquées."
          disabled={!canWrite}
          {...form.register('email')}
          error={form.formState.errors.email?.message ?? refused.field('email')}
        />
      </div>
      <button type="submit" className={`${primaryButton} sm:mt-7`} {...writeControl(canWrite, block.isPending)}>
        <Ban aria-hidden size={16} /> {block.isPending ? 'Blocage…' : 'Bloquer l’adresse'}
      </button>
      {refused.general && <Notice tone="error">{refused.general}</Notice>}
    </form>
  );
}

/**
 * 'Expéditeurs bloqués' (docs/decisions/0579-blocked-senders.md, 0581-blocked-domains.md): what these addresses, and
 * the addresses of these domains, send through the contact and callback forms is kept, cancelled at once, and neither
 * told to the team nor acknowledged.
 */
export function BlockedSendersSection() {
  const senders = useBlockedSenders();
  const unblock = useUnblockSender();
  const canWrite = useCanWrite();
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<BlockedSenderView, unknown>[]>(
    () => [
      { accessorKey: 'email', header: 'Adresse ou domaine', cell: ({ row }) => <span className="break-all font-medium text-white">{row.original.email}</span> },
      {
        accessorKey: 'blockedAt',
        header: 'Bloquée le',
        meta: { className: 'hidden sm:table-cell' },
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatDateTime(row.original.blockedAt)}
            {row.original.blockedBy && <span className="block text-xs text-gray-400">par {row.original.blockedBy}</span>}
          </span>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <button
            type="button"
            className={rowButton}
            {...writeControl(canWrite, unblock.isPending)}
            aria-label={`Débloquer ${row.original.email}`}
            onClick={() => unblock.mutate(row.original.id, { onSuccess: (answer) => setNotice(answer.message) })}
          >
            Débloquer
          </button>
        ),
      },
    ],
    [canWrite, unblock],
  );

  return (
    <Section id="blocked-senders" title="Expéditeurs bloqués">
      <p className="mb-3 text-sm text-gray-400">
        Les messages et demandes de rappel de ces adresses, et des adresses de ces domaines, sont conservés, classés annulés dès leur arrivée, sans notification à
        l’équipe ni accusé de réception. Bloquer annule aussi les demandes en attente concernées.
      </p>
      <ReadOnlyNote />
      <BlockForm
        canWrite={canWrite}
        onDone={(message) => {
          unblock.reset();
          setNotice(message);
        }}
      />
      {notice && <Notice tone="success">{notice}</Notice>}
      {(senders.error || unblock.error) && <Notice tone="error">{errorMessage(senders.error ?? unblock.error)}</Notice>}
      <DataTable
        caption="Adresses bloquées"
        columns={columns}
        data={senders.data ?? []}
        getRowId={(sender) => String(sender.id)}
        empty={senders.isLoading ? 'Chargement…' : 'Aucune adresse bloquée'}
        height={senders.data && senders.data.length > 8 ? 420 : undefined}
      />
    </Section>
  );
}
