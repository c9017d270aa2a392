import { requestHash } from '../../../../domain/admin-links';
import { sourceLabels } from '../../../../domain/inbox';
import { formatDateTime } from '../ui/format';
import { useConversation } from './conversation-api';
import { StatusBadge } from './status-badge';

/**
 * The person's other messages and callback requests, by e-mail address (Chatwoot's previous conversations):
 * someone who wrote twice and asked for a callback is one lead, and whoever answers sees it before answering.
 */
export function PersonHistory({ requestId }: { requestId: number }) {
  const history = useConversation(requestId).data?.history;
  if (!history || history.total === 0) return null;
  return (
    <section aria-labelledby={`history-${requestId}`} className="rounded-xl border border-ink-700 bg-ink-950/60 p-4">
      <h3 id={`history-${requestId}`} className="text-sm font-semibold text-white">
        {history.total === 1 ? 'Une autre demande de cette personne' : `${history.total} autres demandes de cette personne`}
      </h3>
      <ul className="mt-3 space-y-2">
        {history.requests.map((other) => (
          <li key={other.id}>
            <a
              href={`#${requestHash(other.id)}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-ink-800/60 px-3 py-2 text-sm hover:bg-ink-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400"
            >
              <span className="font-semibold text-white">{sourceLabels[other.source]}</span>
              <span className="text-gray-400">{formatDateTime(other.createdAt)}</span>
              <StatusBadge status={other.status} />
              {other.excerpt && <span className="basis-full truncate text-gray-300">{other.excerpt}</span>}
            </a>
          </li>
        ))}
      </ul>
      {history.total > history.requests.length && <p className="mt-2 text-xs text-gray-400">Les {history.requests.length} plus récentes sont listées.</p>}
    </section>
  );
}
