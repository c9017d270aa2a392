import type { ProspectBoard } from '../../../../domain/api/prospect-answers';
import { formatEuros } from '../../../../domain/euros';
import { goalProgress, goalSummary, type GoalProgress } from '../../../../domain/prospects/sales-goal';

type Goal = NonNullable<ProspectBoard['salesGoal']>;

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

/** The goal of the board's view against its deals won this month, and where those expected to close would take it. */
function ViewGoal({ goal, forecast, mine }: { goal: Goal; forecast: ProspectBoard['forecast']; mine: boolean }) {
  const expected = forecast.months[0]?.value ?? 0;
  const progress = goalProgress(goal.target, forecast.won.value, expected);
  const title = goal.owner === null ? 'Objectif de l’agence ce mois-ci' : mine ? 'Votre objectif ce mois-ci' : `Objectif de ${goal.owner} ce mois-ci`;
  // A deal won without an estimated value adds nothing: said, so that the figure is not read as complete.
  const unvalued = forecast.won.count - forecast.won.valued;
  return (
    <section aria-labelledby="sales-goal-title" className="rounded-xl border border-ink-700 bg-ink-950/60 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="sales-goal-title" className="font-semibold text-gray-200">
          {title}
        </h3>
        <p className={progress.reached ? 'font-semibold text-emerald-200' : 'font-semibold text-white'}>{goalSummary(progress)}</p>
      </div>
      <GoalBar progress={progress} />
      <p className="mt-2 text-gray-400">
        {outcomeOf(progress)}
        {!progress.reached && expected > 0 && ` · avec les clôtures prévues d’ici la fin du mois (${formatEuros(expected)}) : ${progress.withExpectedPercent} %`}
      </p>
      {unvalued > 0 && (
        <p className="mt-1 text-amber-200">
          {unvalued > 1
            ? `${unvalued} affaires gagnées ce mois-ci n’ont pas de valeur estimée : renseignez-la pour qu’elles comptent.`
            : '1 affaire gagnée ce mois-ci n’a pas de valeur estimée : renseignez-la pour qu’elle compte.'}
        </p>
      )}
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
      {board.salesGoal && <ViewGoal goal={board.salesGoal} forecast={board.forecast} mine={mine} />}
      {board.teamGoals.length > 0 && <TeamGoals goals={board.teamGoals} />}
    </>
  );
}
