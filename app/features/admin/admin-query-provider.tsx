import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** One cache per admin page load; server data is refetched when the window regains focus. */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 10_000 } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
