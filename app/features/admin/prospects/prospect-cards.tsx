import { contactedLabel } from '../../../../domain/prospects/prospect-fields';
import { dealValueLabel } from '../../../../domain/prospects/deal-value';
import { useCanWrite } from '../auth/use-can-write';
import type { RowSelectionState } from '../ui/data-table';
import type { Prospect } from './prospects-api';
import { ReplyReceivedBadge } from '../ui/reply-received-badge';
import { ProspectStatusBadge } from './prospect-status-badge';
import { frenchDay } from '../../../../domain/calendar-day';
import { LabelChips } from '../labels/label-chips';

interface ProspectCardsProps {
  rows: Prospect[];
  empty: string;
  onOpen?: (prospect: Prospect) => void;
  /** The rows chosen for a bulk edit (decision 0400), shared with the table: a checkbox beside each card. */
  selection?: { state: RowSelectionState; onChange: (state: RowSelectionState) => void };
}

/** The prospects list on a phone: one compact card per prospect instead of a wide table. */
export function ProspectCards({ rows, empty, onOpen, selection }: ProspectCardsProps) {
  // A reader opens a prospect to look at it, as in the table.
  const verb = useCanWrite() ? 'Modifier' : 'Voir';
  if (rows.length === 0) return <p className="rounded-xl border border-ink-700 p-4 text-center text-sm text-gray-400">{empty}</p>;
  return (
    <ul className="space-y-2" aria-label="Prospects">
      {rows.map((prospect) => (
        <li key={prospect.id} className="flex items-start gap-3">
          {selection && (
            <input
              type="checkbox"
              className="mt-4 h-5 w-5 shrink-0 accent-brand-500"
              aria-label={`Sélectionner ${prospect.prenom} ${prospect.nom} (${prospect.client_code})`}
              checked={selection.state[String(prospect.id)] === true}
              onChange={(event) => selection.onChange({ ...selection.state, [String(prospect.id)]: event.target.checked })}
            />
          )}
          <button
            type="button"
            disabled={!onOpen}
            onClick={() => onOpen?.(prospect)}
            aria-label={`${verb} ${prospect.prenom} ${prospect.nom} (${prospect.client_code})`}
            className="min-w-0 flex-1 rounded-xl border border-ink-700 bg-ink-900 p-3 text-left text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold text-white">{`${prospect.prenom} ${prospect.nom}`.trim() || prospect.client_code}</span>
              <ProspectStatusBadge status={prospect.statut} />
            </span>
            <span className="block truncate text-gray-300">{[prospect.entreprise, prospect.email].filter(Boolean).join(' · ')}</span>
            <span className="block text-xs text-gray-400">
              Contacté&nbsp;: {contactedLabel(prospect.is_contacted)}
              {prospect.estimated_value !== null && ` · Valeur\u00a0: ${dealValueLabel(prospect.estimated_value)}`}
              {prospect.expected_close_at && ` · Clôture\u00a0: ${frenchDay(prospect.expected_close_at)}`}
            </span>
            <LabelChips labels={prospect.labels} inline />
            <ReplyReceivedBadge at={prospect.unanswered_reply_at} wrap />
          </button>
        </li>
      ))}
    </ul>
  );
}
