import type { ReactNode } from 'react';

interface DisclosureProps {
  /** The line that stays shown and opens or folds the rest. */
  summary: ReactNode;
  children: ReactNode;
  /** The box around the summary and its content. */
  className?: string;
  /** Where the summary line sits (a margin, a width where it hides): its look stays the one below. */
  summaryPlacement?: string;
  /** Controlled opening; left out, the browser keeps it. */
  open?: boolean;
  onToggle?: (open: boolean) => void;
}

/**
 * The back-office's one folding section: a native `<details>`, so that Entrée and Espace open it and find-in-page
 * reaches what it folds, with one look for its summary line and its keyboard focus.
 */
export function Disclosure({ summary, children, className, summaryPlacement = '', open, onToggle }: DisclosureProps) {
  return (
    <details
      className={className}
      open={open}
      onToggle={onToggle && ((event) => onToggle(event.currentTarget.open))}
    >
      <summary
        className={`cursor-pointer rounded font-semibold text-gray-200 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 ${summaryPlacement}`}
      >
        {summary}
      </summary>
      {children}
    </details>
  );
}
