import { useAdminSession } from '../auth/use-can-write';
import { draftOf, useDraftStore, type Draft } from './draft-store';

type DraftFields = Pick<Draft, 'text' | 'subject'>;

/**
 * The draft a form keeps under `key` for the logged-in user (docs/decisions/0451-drafts.md): what it held when the
 * form opened, and how to keep or forget what is typed. Without a key, or before the session is known, nothing
 * is kept.
 */
export function useDraft(key: string | undefined) {
  const owner = useAdminSession().data?.user.username ?? null;
  const draft = useDraftStore((state) => (key ? draftOf(state.drafts, key, owner) : undefined));
  const { save, discard } = useDraftStore.getState();
  return {
    draft,
    /** Keeps the fields, or forgets the draft when `blank` (nothing typed that a send would lose). */
    keep(fields: DraftFields, blank: boolean) {
      if (!key || owner === null) return;
      if (blank) discard(key);
      else save(key, { owner, ...fields });
    },
    discard() {
      if (key) discard(key);
    },
  };
}
