import { Suspense } from 'react';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { Disclosure } from '../ui/disclosure';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { Section } from '../ui/section';
import { bySource, dailySeries, sourceLabel } from './chatbot-labels';
import { ChatbotKeyCards } from './chatbot-key-cards';
import { useChatbotStats, type ChatbotStats } from './chatbot-analytics-api';
import { useSeen } from '../ui/use-seen';

const ChatbotCharts = retryableLazy(() => import('./chatbot-charts'));
const QUERY_MAX = 50;

type Recent = ChatbotStats['requests']['recent'][number];
type Counted = { label: string; count: number };

const recentColumns: ColumnDef<Recent, unknown>[] = [
  { accessorKey: 'date', header: 'Date', cell: ({ row }) => formatDateTime(row.original.date) },
  {
    accessorKey: 'query',
    header: 'Question',
    cell: ({ row }) => {
      const query = row.original.query;
      return <span title={query}>{query.length > QUERY_MAX ? `${query.slice(0, QUERY_MAX)}…` : query}</span>;
    },
  },
  { accessorKey: 'source', header: 'Source', cell: ({ row }) => sourceLabel(row.original.source) },
  { accessorKey: 'page', header: 'Page' },
  { accessorKey: 'responseTime', header: 'Temps (ms)' },
  { accessorKey: 'tokens', header: 'Tokens (estimés)' },
];

const countedColumns = (first: string, second: string): ColumnDef<Counted, unknown>[] => [
  { accessorKey: 'label', header: first },
  { accessorKey: 'count', header: second },
];

function ChartsWhenReached({ stats }: { stats: ChatbotStats['requests'] }) {
  const { ref, seen } = useSeen<HTMLDivElement>();
  const sources = bySource(stats.sourceStats);
  const daily = dailySeries(stats.dailyStats, stats.daysAnalyzed);
  return (
    <div ref={ref} className="space-y-3">
      <div className="min-h-[300px]">
        {seen ? (
          <Suspense fallback={<p className="text-sm text-gray-400">Chargement des graphiques…</p>}>
            <ChatbotCharts sources={sources} daily={daily} />
          </Suspense>
        ) : (
          <p className="text-sm text-gray-400">Les graphiques se chargent à l’affichage de la section.</p>
        )}
      </div>
      <Disclosure className="rounded-xl border border-ink-700 p-3 text-sm text-gray-300" summary="Données des graphiques sous forme de tableaux">
        <div className="mt-3 grid gap-3 lg:grid-cols-2 [&>*]:min-w-0">
          <DataTable caption="Réponses par source" columns={countedColumns('Source', 'Réponses')} data={sources} empty="Aucune réponse" />
          <DataTable
            caption={`Requêtes par jour sur ${stats.daysAnalyzed} jours`}
            columns={countedColumns('Jour', 'Requêtes')}
            data={daily.filter((d) => d.count > 0)}
            empty="Aucune requête sur la période"
          />
        </div>
      </Disclosure>
    </div>
  );
}

/** Analytique du chatbot (back-office §2.13): every figure comes from the questions stored by /api/chatbot/ask. */
export function ChatbotAnalyticsSection() {
  const stats = useChatbotStats();
  const requests = stats.data?.requests;
  const block = 'min-w-0 rounded-xl border border-ink-700 bg-ink-950/40 p-4';
  return (
    <Section id="chatbot-analytics" title="Analytique du chatbot">
      {stats.isError ? (
        <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          Erreur lors du chargement des données
        </p>
      ) : !stats.data || !requests ? (
        <p className="text-sm text-gray-400">Chargement des statistiques…</p>
      ) : (
        <div className="space-y-4">
          <ChatbotKeyCards stats={stats.data} />
          {requests.total === 0 ? (
            <p className="rounded-xl border border-ink-700 p-4 text-sm text-gray-300">
              Aucune question n’a encore été posée à Anna&nbsp;: les graphiques et les tableaux se rempliront avec les premières questions.
            </p>
          ) : (
            <ChartsWhenReached stats={requests} />
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <div className={block}>
              <h3 className="mb-3 font-semibold text-white">Questions fréquentes</h3>
              <DataTable
                caption="Questions les plus posées"
                columns={countedColumns('Question', 'Nombre')}
                data={requests.commonQueries.map((q) => ({ label: q.user_query, count: q.count }))}
                empty="Aucune question enregistrée"
              />
            </div>
            <div className={block}>
              <h3 className="mb-1 font-semibold text-white">Questions sans page correspondante</h3>
              <p className="mb-3 text-xs text-gray-400">Anna n’a trouvé aucun contenu du site&nbsp;: ce sont les pages à écrire en priorité.</p>
              <DataTable
                caption="Questions sans réponse, les plus posées d’abord"
                columns={[
                  ...countedColumns('Question', 'Nombre'),
                  { accessorKey: 'lastAsked', header: 'Dernière fois', cell: ({ getValue }) => formatDateTime(getValue() as string) },
                ]}
                data={requests.unansweredQueries.map((q) => ({ label: q.user_query, count: q.count, lastAsked: q.lastAsked }))}
                empty="Toutes les questions ont trouvé une réponse"
              />
            </div>
          </div>
          <div className={block}>
            <h3 className="mb-3 font-semibold text-white">Requêtes récentes</h3>
            <DataTable caption="Les 50 dernières questions posées à Anna" columns={recentColumns} data={requests.recent} empty="Aucune requête" height={requests.recent.length > 8 ? 420 : undefined} />
          </div>
        </div>
      )}
    </Section>
  );
}
