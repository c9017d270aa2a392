import { formatDateTime } from './format';

/**
 * A person who wrote back and was not answered since (docs/decisions/0438-unanswered-replies.md, 0439): when their
 * reply came; nothing without one. `wrap` lets it break over two lines in a narrow place such as a board card.
 */
export function ReplyReceivedBadge({ at, wrap = false }: { at: string | null | undefined; wrap?: boolean }) {
  if (!at) return null;
  return (
    <span className={`inline-flex rounded-full border border-teal-400/60 bg-teal-400/10 px-2.5 py-0.5 text-xs font-semibold text-teal-100 ${wrap ? '' : 'whitespace-nowrap'}`} data-unanswered-reply>
      Réponse reçue le {formatDateTime(at)}
    </span>
  );
}
