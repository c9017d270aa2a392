import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newSiteRedirectSchema, siteRedirectMessages, type SiteRedirect } from '../../../../domain/seo/site-redirects';
import type { z } from '../../../../domain/validation/zod';
import { errorMessage, refusalOf } from '../../../api/error-message';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useCanWrite } from '../auth/use-can-write';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { Modal } from '../ui/modal';
import { notify } from '../ui/notify';
import { writeControl } from '../ui/read-only-note';
import { useCreateSiteRedirect, useDeleteSiteRedirect, useSeoPages, useSiteRedirects } from './seo-api';

type RedirectForm = z.input<typeof newSiteRedirectSchema>;

/**
 * Redirects an address no page answers to a page of the site (docs/decisions/0465-managed-redirects.md): the
 * address given by the report of pages not found, or typed; the pages to choose from are the built site's.
 */
export function RedirectDialog({ from, onClose }: { from: string | null; onClose: () => void }) {
  const pages = useSeoPages();
  const create = useCreateSiteRedirect();
  // The form starts again from the address given each time the dialog opens for one.
  const values = useMemo(() => ({ from: from ?? '', to: '' }), [from]);
  const form = useForm<RedirectForm, unknown, z.output<typeof newSiteRedirectSchema>>({ resolver: zodResolver(newSiteRedirectSchema), values });
  const close = () => {
    create.reset();
    onClose();
  };
  const formRef = useFocusFirstInvalid(create.error);
  const refused = refusalOf(create.error, ['from', 'to'], 'Erreur lors de la création de la redirection');
  const options = (pages.data?.pages ?? []).map((page) => ({ value: page.url, label: page.title ? `${page.url} — ${page.title}` : page.url }));
  const onValid = (values: z.output<typeof newSiteRedirectSchema>) =>
    create.mutate(values, {
      onSuccess: (body) => {
        notify('success', body.message);
        close();
      },
    });
  return (
    <Modal open={from !== null} onOpenChange={(open) => !open && close()} title="Rediriger une adresse" description="Les visiteurs de cette adresse arriveront sur la page choisie (redirection permanente, 301).">
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4" aria-label="Rediriger une adresse">
        <TextField label="Adresse à rediriger" required placeholder="/ancienne-page" autoComplete="off" {...form.register('from')} error={form.formState.errors.from?.message ?? refused.field('from')} />
        <SelectField
          label="Page de destination"
          required
          options={options}
          placeholder={pages.data ? 'Choisissez une page…' : 'Chargement des pages…'}
          {...form.register('to')}
          error={form.formState.errors.to?.message ?? refused.field('to')}
        />
        {refused.general && (
          <p role="alert" className="text-sm text-red-300">
            {refused.general}
          </p>
        )}
        <div className="flex gap-3">
          <button type="submit" disabled={create.isPending} className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70">
            {create.isPending ? 'Création...' : 'Créer la redirection'}
          </button>
          <button type="button" onClick={close} className="rounded-xl border border-ink-600 px-5 py-2.5 text-sm font-semibold text-gray-200 hover:border-brand-400">
            Annuler
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** What a redirect still serves, said before it is deleted (0466). */
const usesSentence = ({ uses, lastUsedAt }: SiteRedirect) =>
  uses === 0 || !lastUsedAt
    ? 'Elle n’a redirigé aucun visiteur.'
    : `Elle a redirigé ${uses.toLocaleString('fr-FR')} visiteur${uses > 1 ? 's' : ''}, le dernier le ${formatDateTime(lastUsedAt)}.`;

/** The redirects managed from the back-office, with the visitors each has sent on, each deleted after a confirmation. */
export function SiteRedirectsList({ onAdd }: { onAdd: () => void }) {
  const redirects = useSiteRedirects();
  const remove = useDeleteSiteRedirect();
  const canWrite = useCanWrite();
  const [removing, setRemoving] = useState<SiteRedirect | null>(null);
  const columns: ColumnDef<SiteRedirect, unknown>[] = [
    { id: 'from', header: 'Adresse', accessorKey: 'from', cell: ({ row }) => <span className="break-all font-medium text-white">{row.original.from}</span> },
    { id: 'to', header: 'Destination', accessorKey: 'to', cell: ({ row }) => <span className="break-all">{row.original.to}</span> },
    { id: 'uses', header: 'Visiteurs redirigés', accessorKey: 'uses', cell: ({ row }) => row.original.uses.toLocaleString('fr-FR') },
    {
      id: 'lastUsedAt',
      header: 'Dernière visite',
      accessorFn: (redirect) => redirect.lastUsedAt ?? '',
      cell: ({ row }) => (row.original.lastUsedAt ? formatDateTime(row.original.lastUsedAt) : 'Jamais'),
    },
    {
      id: 'createdAt',
      header: 'Créée',
      accessorKey: 'createdAt',
      cell: ({ row }) => `${formatDateTime(row.original.createdAt)}${row.original.createdBy ? ` par ${row.original.createdBy}` : ''}`,
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => setRemoving(row.original)}
          aria-label={`Supprimer la redirection de ${row.original.from}`}
          className="rounded-lg border border-ink-600 px-3 py-1 text-xs text-gray-200 hover:border-red-400 disabled:opacity-50"
          {...writeControl(canWrite, remove.isPending)}
        >
          Supprimer
        </button>
      ),
    },
  ];
  return (
    <section aria-labelledby="site-redirects-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="site-redirects-title" className="text-base font-semibold text-white">
          Redirections
        </h3>
        <button type="button" onClick={onAdd} className="rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-200 hover:border-brand-400 disabled:opacity-50" {...writeControl(canWrite)}>
          Nouvelle redirection
        </button>
      </div>
      {redirects.isError ? (
        <p role="alert" className="text-sm text-red-200">
          {siteRedirectMessages.loadError}
        </p>
      ) : (
        <DataTable caption="Redirections créées depuis le back-office" columns={columns} data={redirects.data ?? []} getRowId={(row) => String(row.id)} empty="Aucune redirection" />
      )}
      <ConfirmDialog
        open={removing !== null}
        question={`Supprimer la redirection de ${removing?.from ?? ''} ? ${removing ? usesSentence(removing) : ''} Cette adresse affichera de nouveau la page introuvable.`}
        confirmLabel="Supprimer"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target)
            remove.mutate(target.id, {
              onSuccess: (body) => notify('success', body.message),
              onError: (error) => notify('error', errorMessage(error)),
            });
        }}
      />
    </section>
  );
}
