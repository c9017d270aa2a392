import { useId, useState } from 'react';
import { prospectHash, requestHash } from '../../../../domain/admin-links';
import { statusLabels, type RequestStatus } from '../../../../domain/inbox';
import { statsMessages, type CampaignLead } from '../../../../domain/tracking-link-stats';
import { countOf } from '../../../../domain/numbers';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { useAttributedLeads } from './tracking-links-api';

const formLabels: Record<CampaignLead['form'], string> = { contact: 'Contact', callback: 'Demande de rappel', superAssistant: 'Super assistant' };

/** A request's status in the inbox's words; a prospect's `statut` is already French. */
const statusOf = (lead: CampaignLead) => (lead.kind === 'request' ? (statusLabels[lead.status as RequestStatus] ?? lead.status) : lead.status);

/** On a phone the form and the link's code give way, as the comparison's secondary columns do. */
const secondary = { className: 'hidden md:table-cell' };

const columns: ColumnDef<CampaignLead, unknown>[] = [
  { id: 'at', header: 'Arrivé le', accessorKey: 'at', cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.at)}</span> },
  {
    id: 'person',
    header: 'Personne',
    accessorKey: 'name',
    cell: ({ row }) => (
      // The back-office's record links (0371): the request's detail, or the prospect's record.
      <a
        href={`#${row.original.kind === 'request' ? requestHash(row.original.id) : prospectHash(row.original.id)}`}
        className="font-medium text-brand-300 underline-offset-4 hover:underline"
      >
        {row.original.name}
        {row.original.company && <span className="block text-xs font-normal text-gray-400">{row.original.company}</span>}
      </a>
    ),
  },
  { id: 'form', header: 'Formulaire', accessorFn: (lead) => formLabels[lead.form], meta: secondary },
  { id: 'status', header: 'Statut', accessorFn: statusOf },
  { id: 'link', header: 'Lien', accessorKey: 'trackingCode', cell: ({ row }) => <code className="text-xs text-gray-300">{row.original.trackingCode}</code>, meta: secondary },
];

interface AttributedLeadsProps {
  /** What the leads came through, as the heading and the table name it: 'de la campagne salon', 'du lien Affiche'. */
  subject: string;
  /** Where they are read: `campaignLeadsUrl` or `linkLeadsUrl`. */
  url: string;
  /** The figures' « Leads attribués »: nothing is shown without any. */
  count: number;
}

/**
 * The people behind a campaign's or a link's « Leads attribués » (docs/decisions/0578-campaign-leads-named.md), read
 * when asked for: each with its form, status and link, and its record one click away.
 */
export function AttributedLeads({ subject, url, count }: AttributedLeadsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const leads = useAttributedLeads(url, open);
  if (count === 0) return null;
  const shown = leads.data?.leads.length ?? 0;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <h4 id={`${id}-title`} className="text-sm font-semibold text-gray-200">
          Leads {subject}
        </h4>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          onClick={() => setOpen(!open)}
          className="rounded-lg border border-ink-600 px-3 py-1 text-sm font-semibold text-gray-100 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
        >
          {open ? 'Masquer les leads' : `Voir ${count === 1 ? 'le lead' : `les ${countOf(count, 'lead')}`}`}
        </button>
      </div>
      <div id={`${id}-list`} hidden={!open} className="space-y-2">
        {open && leads.isPending && <p className="text-sm text-gray-400">Chargement des leads…</p>}
        {leads.error && (
          <p role="alert" className="text-sm text-red-300">
            {statsMessages.loadError}
          </p>
        )}
        {leads.data && (
          <>
            <DataTable caption={`Leads ${subject} sur la période`} columns={columns} data={leads.data.leads} getRowId={(lead) => `${lead.kind}-${lead.id}`} empty="Aucun lead sur la période" />
            {leads.data.total > shown && <p className="text-xs text-gray-400">Les {countOf(shown, 'plus récent')} sur {countOf(leads.data.total, 'lead')}.</p>}
          </>
        )}
      </div>
    </section>
  );
}
