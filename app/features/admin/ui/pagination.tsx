import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Most page buttons shown at once, centred on the current page (5 for the prospects grid, back-office §9). */
  window?: number;
  label?: string;
}

/** The pages shown around `page`: a window of at most `size` numbers that stays inside 1…total. */
export function pageWindow(page: number, total: number, size: number): number[] {
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

const button =
  'inline-flex min-w-9 items-center justify-center gap-1 rounded-lg border px-2.5 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, numbered pages and next; hidden when everything fits on one page. */
export function Pagination({ page, totalPages, onChange, window = 5, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-end gap-1.5">
      <button type="button" className={`${button} border-ink-600 text-gray-200 hover:border-brand-400`} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden size={16} />
        <span className="sr-only sm:not-sr-only">Précédent</span>
      </button>
      {pageWindow(page, totalPages, window).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          className={`${button} ${n === page ? 'border-brand-400 bg-brand-600 text-white' : 'border-ink-600 text-gray-200 hover:border-brand-400'}`}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className={`${button} border-ink-600 text-gray-200 hover:border-brand-400`} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        <span className="sr-only sm:not-sr-only">Suivant</span>
        <ChevronRight aria-hidden size={16} />
      </button>
      <span className="ml-2 text-sm text-gray-400">
        Page {page} sur {totalPages}
      </span>
    </nav>
  );
}
