import { useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { contactHeadings, contactPrefill, type ContactPrefill } from '../../../domain/contact/contact-prefill';
import { wishlistMessage, type WishlistLine } from '../../../domain/contact/wishlist-message';

const noParams = new URLSearchParams();
const noItems: WishlistLine[] = [];
const subscribeNothing = () => () => {};

/**
 * The page is pre-rendered without a query, so the prefill waits for hydration:
 * the first client render matches the HTML, the next one applies the query.
 * Without a message of its own, the brief is written from the wishlist items given
 * (public-site §4 template), whether the visitor came from the wishlist panel or the indicator.
 */
export function useContactPrefill(wishlist: readonly WishlistLine[] = noItems): ContactPrefill & { title: string; subtitle: string } {
  const [params] = useSearchParams();
  // The query as the browser has it, and none while hydrating: without a query, nothing changes once hydrated and
  // the page is not rendered again (a change here re-renders synchronously, with every part still to hydrate).
  const query = useSyncExternalStore(subscribeNothing, () => params.toString(), () => '');
  return useMemo(() => {
    const prefill = contactPrefill(query ? new URLSearchParams(query) : noParams);
    const message = prefill.message || wishlistMessage(wishlist);
    return { ...prefill, message, ...contactHeadings[prefill.heading] };
  }, [query, wishlist]);
}
