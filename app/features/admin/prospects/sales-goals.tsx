import { useId, type ReactNode } from 'react';
import type { ProspectBoard } from '../../../../domain/api/prospect-answers';
import { formatEuros } from '../../../../domain/euros';
import { formatWholePercent } from '../../../../domain/percent';
import { goalProgress, goalSummary, type GoalProgress } from '../../../../domain/prospects/sales-goal';

/** The won share of a goal, then what the deals expected this month would add in a lighter shade; drawn only, the text tells it. */
function GoalBar({ progress }: { progress: GoalProgress }) {
  const wonWidth = Math.min(100, progress.percent);
  const expectedWidth = Math.min(100, progress.withExpectedPercent) - wonWidth;
  return (
    <div aria-hidden className="mt-2 flex h-2 overflow-hidden rounded-full bg-ink-700">
      <div className="h-full bg-emerald-400" style={{ width: `${wonWidth}%` }} />
      <div className="h-full bg-emerald-400/35" style={{ width: `${expectedWidth}%` }} />
    </div>
  );
}

const outcomeOf = (progress: GoalProgress) =>
  progress.reached
    ? `Objectif atteint${progress.won > progress.target ? `, dépassé de ${formatEuros(progress.won - progress.target)}` : ''}`
    : `Reste ${formatEuros(progress.remaining)} à gagner`;

/** Whose goal a card shows: the agency's, the reader's own, or a colleague's. */
export const goalTitle = (owner: string | null, mine: boolean) =>
  owner === null ? 'Objectif de l’agence ce mois-ci' : mine ? 'Votre objectif ce mois-ci' : `Objectif de ${owner} ce mois-ci`;

interface GoalCardProps {
  title: string;
  target: number;
  /** The deals of the goal won this month. */
  won: ProspectBoard['forecast']['won'];
  /** The value of its open deals expected to close this month. */
  expected: number;
  /** Beside the figures: the board's link, on the dashboard. */
  action?: ReactNode;
}

/**
 * A month's goal against its deals won, and where those expected to close would take it: on the board's view
 * (0463) and on the dashboard (0468).
 */
export function GoalCard({ title, target, won, expected, action }: GoalCardProps) {
  const id = useId();
  const progress = goalProgress(target, won.value, expected);
  // A deal won without an estimated value adds nothing: said, so that the figure is not read as complete.
  const unvalued = won.count - won.valued;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-ink-700 bg-ink-950/60 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={id} className="font-semibold text-gray-200">
          {title}
        </h3>
        <p className={progress.reached ? 'font-semibold text-emerald-200' : 'font-semibold text-white'}>{goalSummary(progress)}</p>
      </div>
      <GoalBar progress={progress} />
      <p className="mt-2 text-gray-400">
        {outcomeOf(progress)}
        {!progress.reached && expected > 0 && ` · avec les clôtures prévues d’ici la fin du mois (${formatEuros(expected)})\u00a0: ${formatWholePercent(progress.withExpectedPercent / 100)}`}
      </p>
      {unvalued > 0 && (
        <p className="mt-1 text-amber-200">
          {unvalued > 1
            ? `${unvalued} affaires gagnées ce mois-ci n’ont pas de valeur estimée\u00a0: renseignez-la pour qu’elles comptent.`
            : '1 affaire gagnée ce mois-ci n’a pas de valeur estimée\u00a0: renseignez-la pour qu’elle compte.'}
        </p>
      )}
      {action}
    </section>
  );
}

/** Each user's goal and what the deals they own brought this month (Pipedrive's goals per user), in the view of every deal. */
function TeamGoals({ goals }: { goals: ProspectBoard['teamGoals'] }) {
  return (
    <section aria-labelledby="team-goals-title" className="rounded-xl border border-ink-700 bg-ink-950/60 p-3 text-sm">
      <h3 id="team-goals-title" className="font-semibold text-gray-200">
        Objectifs de l’équipe ce mois-ci
      </h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {goals.map((goal) => {
          const progress = goalProgress(goal.target, goal.won, 0);
          return (
            <li key={goal.username}>
              <p className="flex flex-wrap justify-between gap-x-3">
                <span className="font-medium text-white">{goal.username}</span>
                <span className={progress.reached ? 'text-emerald-200' : 'text-gray-300'}>{goalSummary(progress)}</span>
              </p>
              <GoalBar progress={progress} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The month's sales goals (docs/decisions/0463-monthly-sales-goals.md): the one of the board's view, and in the view
 * of every deal each user's.
 */
export function SalesGoals({ board, mine }: { board: ProspectBoard; mine: boolean }) {
  if (!board.salesGoal && board.teamGoals.length === 0) return null;
  return (
    <>
      {board.salesGoal && (
        <GoalCard title={goalTitle(board.salesGoal.owner, mine)} target={board.salesGoal.target} won={board.forecast.won} expected={board.forecast.months[0]?.value ?? 0} />
      )}
      {board.teamGoals.length > 0 && <TeamGoals goals={board.teamGoals} />}
    </>
  );
}
