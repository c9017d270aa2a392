import { formatEuros } from '../euros';
import { formatWholePercent } from '../percent';
import { monthName } from './close-dates';
import { z } from '../validation/zod';

/**
 * A month's sales goal: the value of the deals to win in a calendar month, in euros, set for the agency and for
 * each user as Pipedrive's goals are (docs/decisions/0463-monthly-sales-goals.md). 0 sets none.
 */
export const SALES_GOAL_MAX = 100_000_000;
export const salesGoalMessage = 'L’objectif doit être un montant entier en euros, de 0 à 100 000 000 (0 : aucun objectif)';

export const salesGoalSchema = z
  .number({ error: salesGoalMessage })
  .int(salesGoalMessage)
  .min(0, salesGoalMessage)
  .max(SALES_GOAL_MAX, salesGoalMessage);

export const salesGoalSettingsSchema = z.object({ monthlyWonGoal: salesGoalSchema });
export type SalesGoalSettings = z.output<typeof salesGoalSettingsSchema>;
export const salesGoalDefaults: SalesGoalSettings = { monthlyWonGoal: 0 };
export const salesGoalSettingKeys: Record<keyof SalesGoalSettings, string> = { monthlyWonGoal: 'monthly-won-goal' };
export const salesGoalSettingLabels: Record<keyof SalesGoalSettings, string> = { monthlyWonGoal: 'Objectif de ventes mensuel de l’agence (€)' };

/** How far the month's won value is from its goal, and where the deals expected to close this month would take it. */
export interface GoalProgress {
  target: number;
  won: number;
  /** Whole percents of the goal won, rounded down: 100 only once it is reached. */
  percent: number;
  reached: boolean;
  /** What is left to win, 0 once reached. */
  remaining: number;
  /** The won value plus the open deals expected to close this month, in whole percents of the goal. */
  withExpectedPercent: number;
}

const percentOf = (amount: number, target: number) => Math.floor((amount * 100) / target);

export function goalProgress(target: number, won: number, expected: number): GoalProgress {
  return {
    target,
    won,
    percent: percentOf(won, target),
    reached: won >= target,
    remaining: Math.max(0, target - won),
    withExpectedPercent: percentOf(won + expected, target),
  };
}

/** Whose goal an e-mail tells: the agency's, a named user's, or the reader's own. */
export type GoalOwner = { agency: true } | { user: string } | { own: true };

/**
 * A month's goal in the e-mails: 'Objectif de novembre : 7 400 € gagnés sur 20 000 € (37 %)', said reached once it
 * is; a user's is 'Objectif de camille en novembre', the reader's own 'Votre objectif de novembre'.
 */
export function goalSentence(goal: { month: string; target: number; won: number }, whose: GoalOwner = { agency: true }): string {
  const progress = goalProgress(goal.target, goal.won, 0);
  const month = monthName(goal.month);
  const title = 'user' in whose ? `Objectif de ${whose.user} en ${month}` : 'own' in whose ? `Votre objectif de ${month}` : `Objectif de ${month}`;
  return `${title} : ${formatEuros(goal.won)} gagnés sur ${formatEuros(goal.target)} (${formatWholePercent(progress.percent / 100)})${progress.reached ? ', atteint' : ''}`;
}

/** '7 400 € sur 20 000 € (37 %)'. */
export const goalSummary = ({ won, target, percent }: GoalProgress) => `${formatEuros(won)} sur ${formatEuros(target)} (${formatWholePercent(percent / 100)})`;
