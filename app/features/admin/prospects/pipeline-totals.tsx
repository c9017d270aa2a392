import { useId } from 'react';
import type { ProspectBoard } from '../../../../domain/api/prospect-answers';
import { dealValueLabel, isClosedStatus, WON_STATUS } from '../../../../domain/prospects/deal-value';
import { salesCycleLabel, weightedPipeline, winRateFigure, winRateHelp } from '../../../../domain/prospects/win-rates';
import { sourceLabels } from '../../../../domain/prospects/prospect-fields';
import { countOf, formatNumber, pluralOf } from '../../../../domain/numbers';

type Column = ProspectBoard['columns'][number];

interface PipelineTotalsProps {
  columns: Column[];
  /** The board's answer's figures over the agency's deals, once it has come. */
  salesCycle: ProspectBoard['salesCycle'] | undefined;
  sourceWinRates: ProspectBoard['sourceWinRates'] | undefined;
}

/**
 * What the pipeline is worth: the estimated values still open, weighted by each stage's measured win rate
 * (docs/decisions/0441-measured-win-rates.md), those already won (statut Client), the open deals left without a
 * next action, how long a won deal takes and how often each source's deals are won.
 */
/** The estimated values of the open deals and of those won (statut Client). */
export function openAndWonValues(columns: Column[]): { openValue: number; wonValue: number } {
  const open = columns.filter((column) => !isClosedStatus(column.statut));
  return { openValue: open.reduce((sum, column) => sum + column.value, 0), wonValue: columns.find((column) => column.statut === WON_STATUS)?.value ?? 0 };
}

export function PipelineTotals({ columns, salesCycle, sourceWinRates }: PipelineTotalsProps) {
  const open = columns.filter((column) => !isClosedStatus(column.statut));
  const { openValue, wonValue } = openAndWonValues(columns);
  const openValued = open.reduce((sum, column) => sum + column.valued, 0);
  const openTotal = open.reduce((sum, column) => sum + column.total, 0);
  const unplanned = open.reduce((sum, column) => sum + column.withoutNextAction, 0);
  const { weighted, unmeasured } = weightedPipeline(columns);
  const helpId = useId();
  return (
    <div className="space-y-1">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Valeur du pipeline">
        <div className="flex gap-2">
          <dt className="text-gray-400">Pipeline ouvert</dt>
          <dd className="font-semibold text-white">
            {dealValueLabel(openValue)}
            <span className="ml-1 font-normal text-gray-400">
              ({countOf(openValued, 'prospect')} {pluralOf(openValued, 'valorisé')} sur {formatNumber(openTotal)})
            </span>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-gray-400">Pipeline pondéré</dt>
          <dd className="font-semibold text-white" aria-describedby={helpId}>
            {dealValueLabel(weighted)}
            {unmeasured > 0 && <span className="ml-1 font-normal text-gray-400">(hors {dealValueLabel(unmeasured)} d’étapes sans taux mesuré)</span>}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-gray-400">Gagné (Client)</dt>
          <dd className="font-semibold text-emerald-200">{dealValueLabel(wonValue)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-gray-400">Sans prochaine action</dt>
          <dd className={`font-semibold ${unplanned > 0 ? 'text-amber-300' : 'text-white'}`}>
            {countOf(unplanned, 'affaire')} {pluralOf(unplanned, 'ouverte')}
          </dd>
        </div>
        {salesCycle && (
          <div className="flex gap-2">
            <dt className="text-gray-400">Cycle de vente médian</dt>
            <dd className={salesCycle.medianDays === null ? 'text-gray-400' : 'font-semibold text-white'} aria-describedby={helpId}>
              {salesCycleLabel(salesCycle)}
            </dd>
          </div>
        )}
        {sourceWinRates && (
          <div className="flex gap-2">
            <dt className="text-gray-400">Taux de gain par origine</dt>
            <dd className="text-white" aria-describedby={helpId}>
              {sourceWinRates.length === 0
                ? 'aucune affaire conclue'
                : sourceWinRates.map((entry) => `${sourceLabels[entry.source] ?? entry.source} ${winRateFigure(entry)}`).join(' · ')}
            </dd>
          </div>
        )}
      </dl>
      <p id={helpId} className="text-xs text-gray-400">
        {winRateHelp}
      </p>
    </div>
  );
}
