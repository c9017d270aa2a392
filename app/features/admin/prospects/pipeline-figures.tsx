import { useState, type ReactNode } from 'react';
import type { ProspectBoard } from '../../../../domain/api/prospect-answers';
import { dealValueLabel } from '../../../../domain/prospects/deal-value';
import { Disclosure } from '../ui/disclosure';
import { openAndWonValues } from './pipeline-totals';

/** Tailwind's `lg`: from there the figures and the board's columns fit one screen together. */
const WIDE_WINDOW = '(min-width: 64rem)';

interface PipelineFiguresProps {
  columns: ProspectBoard['columns'];
  /** The totals, the forecast, the goals and the lost deals. */
  children: ReactNode;
}

/**
 * The pipeline's figures above the board, under one heading that folds them: open on a wide window, folded on a
 * phone, where they would push the board's columns two screens down; folded, the heading still gives the open
 * and won values.
 */
export function PipelineFigures({ columns, children }: PipelineFiguresProps) {
  const [open, setOpen] = useState(() => window.matchMedia(WIDE_WINDOW).matches);
  const { openValue, wonValue } = openAndWonValues(columns);
  return (
    <Disclosure
      open={open}
      onToggle={setOpen}
      className="text-sm"
      summary={
        <>
          Chiffres du pipeline
          {!open && ' '}
          {!open && (
            <span className="ml-1 font-normal text-gray-400">
              ouvert {dealValueLabel(openValue)} · gagné {dealValueLabel(wonValue)}
            </span>
          )}
        </>
      }
    >
      <div className="mt-2 space-y-3">{children}</div>
    </Disclosure>
  );
}
