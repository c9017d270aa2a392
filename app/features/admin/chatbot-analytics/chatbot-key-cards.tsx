import type { ChatbotStats } from './chatbot-analytics-api';
import { formatNumber } from '../../../../domain/numbers';


/** The stat cards of §2.13: API keys, requests and estimated tokens, all from stored records. */
export function ChatbotKeyCards({ stats }: { stats: ChatbotStats }) {
  const { apiKeys, requests } = stats;
  const cards = [
    { label: 'Clés API', value: formatNumber(apiKeys.total), note: apiKeys.total ? 'Clés délivrées pour le chatbot' : 'Le chatbot public ne délivre aucune clé API' },
    { label: 'Utilisations des clés', value: formatNumber(apiKeys.totalUsage), note: apiKeys.total ? 'Toutes clés confondues' : 'Aucune clé, donc aucune utilisation' },
    { label: 'Requêtes', value: formatNumber(requests.total), note: 'Questions posées à Anna' },
    { label: 'Tokens (estimation)', value: formatNumber(requests.totalTokens), note: 'Estimés d’après la longueur des textes' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-ink-700 bg-ink-950/40 p-3 sm:p-4">
          <dt className="text-sm text-gray-400">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-white">{card.value}</dd>
          <dd className="mt-1 text-xs text-gray-400">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
