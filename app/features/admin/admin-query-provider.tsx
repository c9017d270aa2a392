import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { focusAcrossWrites } from './api/focus-across-writes';
import { adminKeys } from './api/query-keys';
import { holdWhileFetching } from './nav/hold-section';
import type { AdminSessionAnswer } from './auth/use-can-write';

/**
 * One cache per admin page load; server data is refetched when the window regains focus. A session the route's
 * loader already read (a new tab with a live cookie) starts in the cache. A navigation's hold on its target lasts
 * while the cache is fetching (`holdWhileFetching`). A write keeps the focus where it was (`focusAcrossWrites`).
 */
export function AdminQueryProvider({ children, session }: { children: ReactNode; session?: AdminSessionAnswer | null }) {
  const [client] = useState(() => {
    const created = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000 } }, mutationCache: new MutationCache(focusAcrossWrites) });
    if (session) created.setQueryData(adminKeys.session, session);
    return created;
  });
  useEffect(() => holdWhileFetching(() => client.isFetching() > 0), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
