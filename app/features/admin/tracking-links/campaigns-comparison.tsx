import { campaignName, type CampaignView } from '../../../../domain/tracking-link-stats';
import { formatEuros } from '../../../../domain/euros';
import { formatPercent } from '../../../../domain/percent';
import { DataTable, type ColumnDef } from '../ui/data-table';

type CampaignRow = CampaignView['campaigns'][number];

/** Beyond this many campaigns the table keeps its height and scrolls, so the chosen campaign's figures stay near. */
const ROWS_SHOWN_WHOLE = 8;
const SCROLLING_HEIGHT = 420;
const secondary = { className: 'hidden md:table-cell' };
/** On a phone the table scrolls sideways: its last header on one line, rather than three lines under empty space. */
const lastOnPhone = { className: 'whitespace-nowrap md:whitespace-normal' };

const columnsShowing = (shown: string | undefined): ColumnDef<CampaignRow, unknown>[] => [
  {
    id: 'campaign',
    header: 'Campagne',
    accessorFn: (row) => campaignName(row.campaign),
    sortingFn: (a, b) => campaignName(a.original.campaign).localeCompare(campaignName(b.original.campaign), 'fr'),
    cell: ({ row }) => (
      <span className="font-medium text-brand-300">
        {campaignName(row.original.campaign)}
        {row.original.campaign === shown && <span className="ml-2 rounded-full bg-brand-500/20 px-2 py-0.5 text-xs font-normal text-brand-200">affichée</span>}
      </span>
    ),
  },
  { id: 'links', header: 'Liens', accessorFn: (row) => row.linkCount, meta: secondary },
  { id: 'clicks', header: 'Clics', accessorFn: (row) => row.totals.clicks },
  { id: 'scans', header: 'Scans QR', accessorFn: (row) => row.totals.scans, meta: secondary },
  { id: 'visitors', header: 'Visiteurs uniques', accessorFn: (row) => row.totals.visitors, meta: secondary },
  { id: 'leads', header: 'Leads', accessorFn: (row) => row.totals.leads },
  {
    id: 'rate',
    header: 'Conversion',
    accessorFn: (row) => row.totals.conversionRate,
    cell: ({ row }) => formatPercent(row.original.totals.conversionRate),
    meta: secondary,
  },
  {
    id: 'won',
    header: 'Valeur gagnée',
    accessorFn: (row) => row.totals.wonValue,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatEuros(row.original.totals.wonValue)}</span>,
    meta: secondary,
  },
  {
    id: 'spent',
    header: 'Dépensé',
    accessorFn: (row) => row.spend.total,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatEuros(row.original.spend.total)}</span>,
    meta: secondary,
  },
  {
    id: 'costPerLead',
    header: 'Coût par lead',
    // A campaign without a cost per lead goes after those with one, whichever the direction.
    accessorFn: (row) => row.spend.costPerLead ?? undefined,
    sortUndefined: 'last',
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.spend.costPerLead === null ? '-' : formatEuros(row.original.spend.costPerLead)}</span>,
    meta: lastOnPhone,
  },
];

/**
 * Every campaign of the period side by side (Dub's and the ad platforms' comparison): its links, visits, leads,
 * conversion, value won, spend and cost per lead, sortable by each; a row opens that campaign's figures below,
 * the one shown marked « affichée ».
 */
export function CampaignsComparison({ campaigns, shown, onChoose }: { campaigns: CampaignRow[]; shown?: string; onChoose: (campaign: string) => void }) {
  return (
    <DataTable
      caption="Comparaison des campagnes sur la période"
      columns={columnsShowing(shown)}
      data={campaigns}
      getRowId={(row) => `campagne:${row.campaign}`}
      onRowClick={(row) => onChoose(row.campaign)}
      rowLabel={(row) => `Voir la campagne ${campaignName(row.campaign)}`}
      height={campaigns.length > ROWS_SHOWN_WHOLE ? SCROLLING_HEIGHT : undefined}
      empty="Aucune campagne"
    />
  );
}
