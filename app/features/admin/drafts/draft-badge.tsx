import { useAdminSession } from '../auth/use-can-write';
import { draftKeys, draftOf, useDraftStore } from './draft-store';

/**
 * 'Brouillon' on an inbox row whose reply or note the logged-in user began here and did not send (Chatwoot's
 * drafts in the conversation list, docs/decisions/0451-drafts.md).
 */
export function RequestDraftBadge({ requestId }: { requestId: number }) {
  const owner = useAdminSession().data?.user.username ?? null;
  const begun = useDraftStore(({ drafts }) => [draftKeys.requestReply(requestId), draftKeys.requestNote(requestId)].some((key) => draftOf(drafts, key, owner)));
  if (!begun) return null;
  return (
    <span className="inline-flex whitespace-nowrap rounded-full border border-amber-400/60 bg-amber-400/10 px-2.5 py-0.5 text-xs font-semibold text-amber-100" data-draft-badge>
      Brouillon
    </span>
  );
}
