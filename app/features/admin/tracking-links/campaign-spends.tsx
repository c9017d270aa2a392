import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { spendInputSchema, type Spend, type SpendFigures, type SpendInput } from '../../../../domain/campaign-spends';
import { formatEuros } from '../../../../domain/euros';
import { parisToday } from '../../../../domain/paris-time';
import { frenchDay } from '../../../../domain/calendar-day';
import { parseEuros } from '../../../../domain/prospects/deal-value';
import { z } from '../../../../domain/validation/zod';
import { refusalOf } from '../../../api/error-message';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DayField } from '../../../ui/day-field';
import { useTypedFormField } from '../ui/typed-form-field';
import { useFocusFirstRefused } from '../ui/focus-first-refused';
import { TextField } from '../../../ui/text-field';
import { useCanWrite } from '../auth/use-can-write';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { composerButton } from '../ui/email-composer';
import { Figure } from '../ui/figures';
import { writeControl } from '../ui/read-only-note';
import { WriteFeedback } from '../ui/write-feedback';
import { useAddSpend, useCampaignSpends, useDeleteSpend } from './tracking-links-api';
import { formatNumber } from '../../../../domain/numbers';

const FIELDS = ['day', 'amount', 'label'] as const;

/** The amount typed the French way ('1 200 €'): a whole number of euros, or the schema's French refusal. */
const formSchema = spendInputSchema.omit({ campaign: true }).extend({ amount: z.string().transform(parseEuros).pipe(spendInputSchema.shape.amount) });
type FormValues = z.input<typeof formSchema>;

function SpendForm({ campaign }: { campaign: string }) {
  const add = useAddSpend();
  const canWrite = useCanWrite();
  const form = useForm<FormValues, unknown, Omit<SpendInput, 'campaign'>>({
    resolver: zodResolver(formSchema),
    shouldFocusError: false,
    defaultValues: { day: parisToday(), amount: '', label: '' },
  });
  const { register, handleSubmit, formState, reset } = form;
  const day = useTypedFormField(form, 'day');
  const formRef = useFocusFirstRefused(formState, add.error);
  const refused = refusalOf(add.error, FIELDS);
  const errorOf = (field: (typeof FIELDS)[number]) => formState.errors[field]?.message ?? refused.field(field);
  const onValid = (input: Omit<SpendInput, 'campaign'>) => add.mutate({ ...input, campaign }, { onSuccess: () => reset({ day: input.day, amount: '', label: '' }) });

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onValid)} aria-label="Ajouter une dépense" className="grid gap-3 sm:grid-cols-[auto_10rem_minmax(0,1fr)_auto] sm:items-start">
      <DayField label="Date" disabled={!canWrite} {...day} error={errorOf('day')} />
      <TextField label="Montant (€)" inputMode="numeric" autoComplete="off" placeholder="1 200" disabled={!canWrite} {...register('amount')} error={errorOf('amount')} />
      <TextField label="Libellé (facultatif)" autoComplete="off" placeholder="Publicité LinkedIn" disabled={!canWrite} {...register('label')} error={errorOf('label')} />
      <button type="submit" {...writeControl(canWrite, add.isPending)} className={`${composerButton} sm:mt-6`}>
        Ajouter la dépense
      </button>
      <div className="sm:col-span-4">
        <WriteFeedback error={refused.general ? add.error : null} message={add.data?.message} />
      </div>
    </form>
  );
}

function spendColumns(onDelete: ((spend: Spend) => void) | null): ColumnDef<Spend, unknown>[] {
  return [
    { id: 'day', header: 'Date', accessorKey: 'day', cell: ({ row }) => <span className="whitespace-nowrap">{frenchDay(row.original.day)}</span> },
    { id: 'label', header: 'Libellé', accessorKey: 'label', cell: ({ row }) => row.original.label || <span className="text-gray-400">-</span> },
    { id: 'amount', header: 'Montant', accessorKey: 'amount', cell: ({ row }) => <span className="whitespace-nowrap">{formatEuros(row.original.amount)}</span> },
    { id: 'by', header: 'Ajoutée par', accessorKey: 'createdBy' },
    ...(onDelete
      ? [
          {
            id: 'actions',
            header: 'Actions',
            enableSorting: false,
            cell: ({ row }: { row: { original: Spend } }) => (
              <button
                type="button"
                onClick={() => onDelete(row.original)}
                aria-label={`Supprimer la dépense de ${formatEuros(row.original.amount)} du ${frenchDay(row.original.day)}`}
                className="rounded-lg border border-ink-600 px-2.5 py-1 text-xs font-semibold text-gray-300 hover:border-red-400 hover:text-red-200"
              >
                Supprimer
              </button>
            ),
          } satisfies ColumnDef<Spend, unknown>,
        ]
      : []),
  ];
}

/**
 * 'Dépenses' of a campaign (docs/decisions/0454-campaign-spends.md): what was spent in the period, per lead, and
 * the won value it brought back; the spends themselves, added and deleted here.
 */
export function CampaignSpends({ campaign, figures }: { campaign: string; figures: SpendFigures }) {
  const id = useId();
  const spends = useCampaignSpends(campaign);
  const remove = useDeleteSpend();
  const canWrite = useCanWrite();
  const [toDelete, setToDelete] = useState<Spend | null>(null);

  if (!campaign) {
    return <p className="text-sm text-gray-400">Les dépenses se rattachent à une campagne&nbsp;: donnez un nom de campagne (utm_campaign) à ces liens pour suivre leur coût.</p>;
  }
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h4 id={`${id}-title`} className="text-base font-semibold text-white">
        Dépenses
      </h4>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="Dépensé sur la période" value={formatEuros(figures.total)} />
        <Figure label="Coût par lead" value={figures.costPerLead === null ? '-' : formatEuros(figures.costPerLead)} note={figures.costPerLead === null ? 'Il faut une dépense et un lead sur la période.' : undefined} />
        <Figure
          label="Retour sur dépense"
          value={figures.returnOnSpend === null ? '-' : `×${formatNumber(figures.returnOnSpend, 1)}`}
          note="Valeur gagnée (Client) divisée par les dépenses de la période"
        />
      </dl>
      <SpendForm campaign={campaign} />
      {spends.error && <WriteFeedback error={spends.error} />}
      <DataTable
        caption={`Dépenses de la campagne ${campaign}`}
        columns={spendColumns(canWrite ? setToDelete : null)}
        data={spends.data?.spends ?? []}
        getRowId={(row) => String(row.id)}
        empty="Aucune dépense pour cette campagne"
      />
      <WriteFeedback error={remove.error} message={remove.data?.message} />
      <ConfirmDialog
        open={toDelete !== null}
        question={toDelete ? `Supprimer la dépense de ${formatEuros(toDelete.amount)} du ${frenchDay(toDelete.day)}\u00a0?` : ''}
        confirmLabel="Supprimer"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
          setToDelete(null);
        }}
      />
    </section>
  );
}
