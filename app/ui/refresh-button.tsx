import RefreshCw from 'lucide-react/icons/refresh-cw';

interface RefreshButtonProps {
  /** A TanStack query, read again on click; the button waits while it is being read. */
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
  label?: string;
  busyLabel?: string;
  className?: string;
}

const outline =
  'inline-flex items-center gap-2 rounded-lg border border-ink-600 px-3 py-1.5 text-sm text-gray-200 hover:border-brand-400 disabled:opacity-60';

/** The one 'read this again' button of the back-office's panels. */
export function RefreshButton({ query, label = 'Rafraîchir', busyLabel = 'Mise à jour...', className = outline }: RefreshButtonProps) {
  return (
    <button type="button" onClick={() => void query.refetch()} disabled={query.isFetching} className={className}>
      <RefreshCw aria-hidden size={14} /> {query.isFetching ? busyLabel : label}
    </button>
  );
}
