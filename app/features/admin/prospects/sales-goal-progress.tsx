import type { ProspectBoard } from '../../../../domain/api/prospect-answers';
import { formatEuros } from '../../../../domain/euros';
import { goalProgress, goalSummary } from '../../../../domain/prospects/sales-goal';

type Goal = NonNullable<ProspectBoard['salesGoal']>;

/**
 * The month's sales goal of the board's view and how far its won deals are from it (Pipedrive's goals,
 * docs/decisions/0463-monthly-sales-goals.md), with where the open deals expected to close this month would take it.
 */
export function SalesGoalProgress({ goal, forecast, mine }: { goal: Goal; forecast: ProspectBoard['forecast']; mine: boolean }) {
  const expected = forecast.months[0]?.value ?? 0;
  const progress = goalProgress(goal.target, forecast.won.value, expected);
  const title = goal.owner === null ? 'Objectif de l’agence ce mois-ci' : mine ? 'Votre objectif ce mois-ci' : `Objectif de ${goal.owner} ce mois-ci`;
  const wonWidth = Math.min(100, progress.percent);
  const expectedWidth = Math.min(100, progress.withExpectedPercent) - wonWidth;
  const outcome = progress.reached
    ? `Objectif atteint${progress.won > progress.target ? `, dépassé de ${formatEuros(progress.won - progress.target)}` : ''}`
    : `Reste ${formatEuros(progress.remaining)} à gagner`;
  return (
    <section aria-labelledby="sales-goal-title" className="rounded-xl border border-ink-700 bg-ink-950/60 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="sales-goal-title" className="font-semibold text-gray-200">
          {title}
        </h3>
        <p className={progress.reached ? 'font-semibold text-emerald-200' : 'font-semibold text-white'}>{goalSummary(progress)}</p>
      </div>
      {/* The figures are told by the text around; the bar only draws them. */}
      <div aria-hidden className="mt-2 flex h-2 overflow-hidden rounded-full bg-ink-700">
        <div className="h-full bg-emerald-400" style={{ width: `${wonWidth}%` }} />
        <div className="h-full bg-emerald-400/35" style={{ width: `${expectedWidth}%` }} />
      </div>
      <p className="mt-2 text-gray-400">
        {outcome}
        {!progress.reached && expected > 0 && ` · avec les clôtures prévues d’ici la fin du mois (${formatEuros(expected)}) : ${progress.withExpectedPercent} %`}
      </p>
    </section>
  );
}
