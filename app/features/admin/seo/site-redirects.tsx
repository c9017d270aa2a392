import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newSiteRedirectSchema, siteRedirectMessages, type SiteRedirect } from '../../../../domain/seo/site-redirects';
import type { z } from '../../../../domain/validation/zod';
import { errorMessage, refusalOf } from '../../../api/error-message';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { SelectField } from '../../../ui/select-field';
import { CheckedTextField } from '../../../ui/checked-text-field';
import { useCanWrite } from '../auth/use-can-write';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { Modal } from '../ui/modal';
import { notify } from '../ui/notify';
import { writeControl } from '../ui/read-only-note';
import { checkRedirectFrom, useChangeSiteRedirect, useCreateSiteRedirect, useDeleteSiteRedirect, useSeoPages, useSiteRedirects } from './seo-api';
import { formatNumber } from '../../../../domain/numbers';
import { pluralOf } from '../../../../domain/numbers';

type RedirectForm = z.input<typeof newSiteRedirectSchema>;

/** What the dialog opens on: a new redirect of an address (given by the report, or '' to type), or one to change. */
export type RedirectOpening = { from: string } | { redirect: SiteRedirect };

/**
 * Redirects an address no page answers to a page of the site (docs/decisions/0465-managed-redirects.md): the
 * address given by the report of pages not found, or typed; the pages to choose from are the built site's. A
 * redirect changed keeps its address and its visits, only its page changes (0469).
 */
export function RedirectDialog({ opening, onClose }: { opening: RedirectOpening | null; onClose: () => void }) {
  const pages = useSeoPages();
  const create = useCreateSiteRedirect();
  const change = useChangeSiteRedirect();
  const editing = opening && 'redirect' in opening ? opening.redirect : null;
  const save = editing ? change : create;
  // The form starts again from the address given each time the dialog opens for one.
  const values = useMemo(() => (opening && 'redirect' in opening ? { from: opening.redirect.from, to: opening.redirect.to } : { from: opening?.from ?? '', to: '' }), [opening]);
  const form = useForm<RedirectForm, unknown, z.output<typeof newSiteRedirectSchema>>({ resolver: zodResolver(newSiteRedirectSchema), values });
  const close = () => {
    create.reset();
    change.reset();
    onClose();
  };
  const formRef = useFocusFirstInvalid(save.error);
  const refused = refusalOf(save.error, ['from', 'to'], editing ? 'Erreur lors de la modification de la redirection' : 'Erreur lors de la création de la redirection');
  const pageOptions = (pages.data?.pages ?? []).map((page) => ({ value: page.url, label: page.title ? `${page.url} — ${page.title}` : page.url }));
  // A changed redirect's page stays a choice while the pages load: a select without its option would show none.
  const options = editing && !pageOptions.some((option) => option.value === editing.to) ? [{ value: editing.to, label: editing.to }, ...pageOptions] : pageOptions;
  const done = (body: { message: string }) => {
    notify('success', body.message);
    close();
  };
  const onValid = (values: z.output<typeof newSiteRedirectSchema>) =>
    editing ? change.mutate({ id: editing.id, to: values.to }, { onSuccess: done }) : create.mutate(values, { onSuccess: done });
  const title = editing ? 'Modifier la redirection' : 'Rediriger une adresse';
  return (
    <Modal open={opening !== null} onOpenChange={(open) => !open && close()} title={title} description="Les visiteurs de cette adresse arriveront sur la page choisie (redirection permanente, 301).">
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4" aria-label={title}>
        <CheckedTextField
          label="Adresse à rediriger"
          required
          placeholder="/ancienne-page"
          autoComplete="off"
          readOnly={editing !== null}
          hint={editing ? 'L’adresse d’une redirection ne change pas\u00a0: supprimez-la pour en rediriger une autre.' : undefined}
          {...form.register('from')}
          check={editing ? undefined : checkRedirectFrom}
          error={form.formState.errors.from?.message ?? refused.field('from')}
        />
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
          <button type="submit" disabled={save.isPending} className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70">
            {editing ? (change.isPending ? 'Enregistrement...' : 'Enregistrer') : create.isPending ? 'Création...' : 'Créer la redirection'}
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
    : `Elle a redirigé ${formatNumber(uses)} ${pluralOf(uses, 'visiteur')}, le dernier le ${formatDateTime(lastUsedAt)}.`;

/** The redirects managed from the back-office, with the visitors each has sent on, each deleted after a confirmation. */
export function SiteRedirectsList({ onAdd, onEdit }: { onAdd: () => void; onEdit: (redirect: SiteRedirect) => void }) {
  const redirects = useSiteRedirects();
  const remove = useDeleteSiteRedirect();
  const canWrite = useCanWrite();
  const [removing, setRemoving] = useState<SiteRedirect | null>(null);
  const columns: ColumnDef<SiteRedirect, unknown>[] = [
    { id: 'from', header: 'Adresse', accessorKey: 'from', cell: ({ row }) => <span className="break-all font-medium text-white">{row.original.from}</span> },
    { id: 'to', header: 'Destination', accessorKey: 'to', cell: ({ row }) => <span className="break-all">{row.original.to}</span> },
    { id: 'uses', header: 'Visiteurs redirigés', accessorKey: 'uses', cell: ({ row }) => formatNumber(row.original.uses) },
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
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => onEdit(row.original)}
            aria-label={`Modifier la redirection de ${row.original.from}`}
            className="rounded-lg border border-ink-600 px-3 py-1 text-xs text-gray-200 hover:border-brand-400 disabled:opacity-50"
            {...writeControl(canWrite)}
          >
            Modifier
          </button>
          <button
            type="button"
            onClick={() => setRemoving(row.original)}
            aria-label={`Supprimer la redirection de ${row.original.from}`}
            className="rounded-lg border border-ink-600 px-3 py-1 text-xs text-gray-200 hover:border-red-400 disabled:opacity-50"
            {...writeControl(canWrite, remove.isPending)}
          >
            Supprimer
          </button>
        </div>
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
        question={`Supprimer la redirection de ${removing?.from ?? ''}\u00a0? ${removing ? usesSentence(removing) : ''} Cette adresse affichera de nouveau la page introuvable.`}
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
