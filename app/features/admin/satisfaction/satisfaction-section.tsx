import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { SATISFACTION_DAYS_CHOICES } from '../../../../domain/api/satisfaction-answers';
import { requestHash } from '../../../../domain/admin-links';
import { formatWholePercent, shareOf } from '../../../../domain/percent';
import { averageLabel, ratingLabel, satisfiedShare } from '../../../../domain/satisfaction';
import { errorMessage } from '../../../api/error-message';
import { DataTable } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { Section } from '../ui/section';
import { ViewToggle } from '../ui/view-toggle';
import { useSatisfactionSummary, type SatisfactionSummary } from './satisfaction-api';
import { countOf, formatNumber, pluralOf } from '../../../../domain/numbers';

type Days = `${(typeof SATISFACTION_DAYS_CHOICES)[number]}`;
type PersonRow = SatisfactionSummary['byPerson'][number];

const tile = 'rounded-xl border border-ink-700 bg-ink-950/60 p-4';
const periodLabels: Record<Days, string> = { '30': '30 jours', '90': '90 jours', '365': '12 mois' };

const personColumns: ColumnDef<PersonRow, unknown>[] = [
  { id: 'person', header: 'Personne', accessorFn: (row) => row.person ?? '', cell: ({ row }) => row.original.person ?? 'Sans responsable' },
  { id: 'answered', header: 'Avis', accessorKey: 'answered' },
  { id: 'average', header: 'Moyenne', accessorKey: 'average', cell: ({ row }) => averageLabel(row.original.average) },
];

/** Each note's share of the answers, as a bar and its count: the figures themselves, not only a picture. */
function Distribution({ summary }: { summary: SatisfactionSummary }) {
  const most = Math.max(1, ...summary.distribution.map((note) => note.count));
  return (
    <ul className="space-y-1 text-sm" aria-label="Répartition des notes">
      {[...summary.distribution].reverse().map((note) => (
        <li key={note.rating} className="grid grid-cols-[7.5rem_1fr_2.5rem] items-center gap-2">
          <span className="text-gray-300">
            {note.rating} · {note.label}
          </span>
          <span className="h-2 rounded-full bg-ink-800" aria-hidden>
            <span className="block h-2 rounded-full bg-brand-400" style={{ width: `${(note.count / most) * 100}%` }} />
          </span>
          <span className="text-right font-semibold text-white">{note.count}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Satisfaction des visiteurs' (Chatwoot's CSAT report, docs/decisions/0487-satisfaction-surveys.md): the notes the
 * visitors gave once their request was processed, per person and with their latest comments. A section of
 * Communication, loaded when it is reached like the others.
 */
export function SatisfactionSection() {
  const [days, setDays] = useState<Days>('30');
  const summary = useSatisfactionSummary(Number(days));
  const data = summary.data;
  const share = data ? shareOf(data.answered, data.sent) : null;
  const satisfied = data ? satisfiedShare(data.distribution) : null;
  return (
    <Section
      id="satisfaction"
      title="Satisfaction des visiteurs"
      actions={
        <ViewToggle
          label="Période des avis"
          value={days}
          onChange={setDays}
          options={SATISFACTION_DAYS_CHOICES.map((choice) => ({ value: `${choice}` as Days, label: periodLabels[`${choice}`] }))}
        />
      }
    >
      <div className="space-y-3" aria-busy={summary.isFetching}>
        {summary.isPending && <p className="text-sm text-gray-400">Chargement des avis…</p>}
        {summary.error && (
          <p role="alert" className="text-sm text-red-300">
            {errorMessage(summary.error)}
          </p>
        )}
        {data && data.sent === 0 && (
          <p className="text-sm text-gray-400">
            Aucune enquête envoyée sur la période. Avec « Enquête de satisfaction aux visiteurs » activée dans Paramètres › Notifications, chaque
            message et chaque demande de rappel traités en reçoivent une.
          </p>
        )}
        {data && data.sent > 0 && (
          <>
            <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
              <div className={tile}>
                <dt className="text-sm text-gray-400">Note moyenne</dt>
                <dd className="mt-1 text-2xl font-bold text-white sm:text-3xl">{data.average === null ? '-' : averageLabel(data.average)}</dd>
                <dd className="text-xs text-gray-400">{data.answered > 1 ? `sur ${data.answered} avis` : data.answered === 1 ? 'sur 1 avis' : 'aucun avis encore'}</dd>
                {satisfied !== null && <dd className="text-xs text-emerald-200">{formatWholePercent(satisfied)} de satisfaits (note de 4 ou 5)</dd>}
              </div>
              <div className={tile}>
                <dt className="text-sm text-gray-400">Taux de réponse</dt>
                <dd className="mt-1 text-2xl font-bold text-white sm:text-3xl">{formatWholePercent(share)}</dd>
                <dd className="text-xs text-gray-400">
                  {formatNumber(data.answered)} sur {countOf(data.sent, 'enquête')} {pluralOf(data.sent, 'envoyée')}
                </dd>
              </div>
              <div className={`${tile} col-span-2`}>
                <dt className="mb-2 text-sm text-gray-400">Notes données</dt>
                <dd>
                  <Distribution summary={data} />
                </dd>
              </div>
            </dl>
            <DataTable caption="Avis par responsable" columns={personColumns} data={data.byPerson} getRowId={(row) => row.person ?? ''} empty="Aucun avis reçu sur la période" />
            {data.latest.length > 0 && (
              <>
                <h4 className="pt-2 text-sm font-semibold text-gray-200">Derniers commentaires</h4>
                <ul className="space-y-2 text-sm">
                  {data.latest.map((answer) => (
                    <li key={answer.requestId} className="rounded-lg bg-ink-800/60 p-3">
                      <p className="font-semibold text-white">
                        {answer.rating}/5 · {ratingLabel(answer.rating)}
                        <span className="font-normal text-gray-400">
                          {' '}
                          · {formatDateTime(answer.answeredAt)}
                          {answer.person ? ` · ${answer.person}` : ''} ·{' '}
                          <a href={`#${requestHash(answer.requestId)}`} className="rounded text-brand-300 underline underline-offset-2 hover:text-brand-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400">
                            Ouvrir la demande
                          </a>
                        </span>
                      </p>
                      <p className="mt-1 whitespace-pre-line break-words text-gray-200">« {answer.comment} »</p>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </Section>
  );
}
