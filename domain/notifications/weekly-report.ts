import { adminLink } from '../admin-links';
import { trafficSourceLabels, type TrafficSource } from '../analytics/traffic-funnel';
import { trendSourceLabels, type TrendSource } from '../api/trends-answers';
import { formatEuros } from '../euros';
import { formatSignedPercent, formatWholePercent, percentChange, shareOf } from '../percent';
import { goalSentence } from '../prospects/sales-goal';
import { formatWorkingDuration } from '../response-promises';
import { parisClock } from './follow-up-digest';
import { addDays } from '../calendar-day';
import { countOf, formatNumber } from '../numbers';
import { calendarDayFormat } from '../french-dates';
import { pluralOf } from '../numbers';

/** Pages and campaigns named in the report, the first ones. */
export const REPORT_TOP = 3;
/** The panel's first section, which the report's link opens. */
export const DASHBOARD_HASH = 'dashboard';

/** The Monday to Sunday before the Paris week holding `now`, as days 'AAAA-MM-JJ'; and whether `now` is a Monday. */
export function lastWeek(now: Date): { from: string; to: string; monday: boolean; hour: number } {
  const { day, hour } = parisClock(now);
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  const thisMonday = addDays(day, -weekday);
  return { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1), monday: weekday === 0, hour };
}

/** What the report says of one week, each figure with the week before where it has one. */
export interface PromiseFigures {
  received: number;
  answered: number;
  onTime: number;
  medianMinutes: number | null;
  late: number;
}

export interface WeeklyFigures {
  from: string;
  to: string;
  audience: {
    visitors: number;
    previousVisitors: number;
    pageViews: number;
    pages: Array<{ page: string; pageViews: number }>;
    sources: Array<{ source: TrafficSource; visitors: number }>;
    /** The views of addresses that matched no page in the week, and the most viewed of them (0464). */
    notFound: { views: number; pages: Array<{ page: string; views: number }> };
  };
  leads: { total: number; previousTotal: number; bySource: Partial<Record<TrendSource, number>> };
  /** The answers to the contact messages and callbacks received in the week; `late` is counted at sending. */
  answers: PromiseFigures;
  /** The same for the super-assistant leads arrived in the week (their contact promised by their band). */
  leadAnswers: PromiseFigures;
  /** The pipeline as it stands at sending. */
  pipeline: {
    openCount: number;
    openValue: number;
    wonCount: number;
    wonValue: number;
    withoutNextAction: number;
    /** The open values weighted by each stage's measured win rate, and those of stages without one (0441). */
    weighted: number;
    unmeasured: number;
  };
  /** The deals lost in the week, by reason (null: none given). */
  lost: { total: number; value: number; reasons: Array<{ reason: string | null; count: number }> };
  /** The deals won in the week (docs/decisions/0411-won-dates.md). */
  won: { total: number; value: number };
  /**
   * The open deals expected to close in the week that starts (Monday to Sunday), and those whose expected close has
   * passed, at sending (docs/decisions/0410-expected-close-dates.md).
   */
  closing: { count: number; value: number; overdue: number };
  /**
   * The agency's monthly sales goal for the month of the week's Sunday ('AAAA-MM') and the value won in that month
   * up to the week's end; null without a goal (docs/decisions/0463-monthly-sales-goals.md).
   */
  goal: { month: string; target: number; won: number } | null;
  /** Each user's goal for that month and the value of the deals they own won in it up to the week's end. */
  teamGoals: Array<{ username: string; target: number; won: number }>;
  /** The campaigns clicked or paid for in the week: what they brought, and what they cost (0454). */
  campaigns: Array<{ campaign: string; clicks: number; scans: number; leads: number; estimatedValue: number; spent: number; costPerLead: number | null }>;
}

const number = (value: number) => formatNumber(value);
const longDay = calendarDayFormat({ weekday: 'long', day: 'numeric', month: 'long' });
const yearOf = (day: string) => day.slice(0, 4);

/** ', 800 € dépensés (200 € par lead)', or nothing for a campaign without a spend in the week. */
const spentLabel = ({ spent, costPerLead }: { spent: number; costPerLead: number | null }) =>
  spent > 0 ? `, ${formatEuros(spent)} dépensés${costPerLead === null ? '' : ` (${formatEuros(costPerLead)} par lead)`}` : '';

/** '+12 %', '-5 %', 'stable', or 'nouveau' when the week before had none. */
export function change(current: number, previous: number): string {
  const percent = percentChange(current, previous);
  if (percent === null) return current === 0 ? 'stable' : 'en hausse, aucune la semaine précédente';
  return percent === 0 ? 'stable' : `${formatSignedPercent(percent)} sur la semaine précédente`;
}

const share = (part: number, whole: number) => formatWholePercent(shareOf(part, whole));

/** The super-assistant leads' contact promises, said only when the week had some or some are late now. */
function leadPromiseLines(figures: PromiseFigures): string[] {
  const lines: string[] = [];
  if (figures.answered > 0) {
    lines.push(
      `- Leads du super assistant contactés dans les délais : ${share(figures.onTime, figures.answered)} (${number(figures.onTime)} sur ${number(figures.answered)}), premier contact en ${formatWorkingDuration(figures.medianMinutes ?? 0)} (médiane, heures ouvrées)`,
    );
  } else if (figures.received > 0) {
    lines.push(`- Leads du super assistant de la semaine : ${countOf(figures.received, 'lead')}, aucun contact enregistré`);
  }
  if (figures.late > 0) {
    lines.push(`- Leads en retard en ce moment : ${countOf(figures.late, 'lead')} pas encore ${pluralOf(figures.late, 'contacté')} après l’échéance promise`);
  }
  return lines;
}

/**
 * The Monday e-mail of the week before, as Plausible's weekly report with the agency's own figures: audience,
 * leads, the answers the site promised, the pipeline and the campaigns (docs/decisions/0375-weekly-report.md).
 */
export function weeklyReportMail(figures: WeeklyFigures, publicUrl: string) {
  const { audience, leads, answers, leadAnswers, pipeline, lost, won, closing, goal, teamGoals, campaigns } = figures;
  const period = `du ${longDay(figures.from)} au ${longDay(figures.to)} ${yearOf(figures.to)}`;
  const sourcesOfLeads = Object.entries(leads.bySource)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([source, count]) => `${trendSourceLabels[source as TrendSource]} ${number(count ?? 0)}`)
    .join(', ');
  const visitorSources = audience.sources
    .filter((entry) => entry.visitors > 0)
    .sort((a, b) => b.visitors - a.visitors)
    .map((entry) => `${trafficSourceLabels[entry.source]} ${share(entry.visitors, audience.sources.reduce((sum, s) => sum + s.visitors, 0))}`)
    .join(', ');
  const lines = [
    'Bonjour,',
    '',
    `Voici la semaine ${period}.`,
    '',
    'Audience du site',
    `- Visiteurs : ${number(audience.visitors)} (${change(audience.visitors, audience.previousVisitors)})`,
    `- Pages vues : ${number(audience.pageViews)}`,
    ...(audience.pages.length ? [`- Pages les plus vues : ${audience.pages.map((page) => `${page.page} (${number(page.pageViews)})`).join(', ')}`] : []),
    ...(visitorSources ? [`- Provenance : ${visitorSources}`] : []),
    ...(audience.notFound.views > 0
      ? [
          `- Pages introuvables : ${countOf(audience.notFound.views, 'visite')}, dont ${audience.notFound.pages.map((page) => `${page.page} (${number(page.views)})`).join(', ')}, à rediriger dans SEO › Pages introuvables`,
        ]
      : []),
    '',
    'Leads',
    `- ${countOf(leads.total, 'lead')} (${change(leads.total, leads.previousTotal)})${sourcesOfLeads ? ` : ${sourcesOfLeads}` : ''}`,
    answers.answered > 0
      ? `- Réponses dans les délais promis : ${share(answers.onTime, answers.answered)} (${number(answers.onTime)} sur ${number(answers.answered)}), première réponse en ${formatWorkingDuration(answers.medianMinutes ?? 0)} (médiane, heures ouvrées)`
      : `- Aucune réponse enregistrée aux ${countOf(answers.received, 'demande')} de la semaine`,
    ...(answers.late > 0 ? [`- En retard en ce moment : ${countOf(answers.late, 'demande')} sans réponse après l’échéance promise`] : []),
    ...leadPromiseLines(leadAnswers),
    '',
    'Pipeline',
    `- En cours : ${countOf(pipeline.openCount, 'prospect')}, ${formatEuros(pipeline.openValue)} estimés`,
    // Said once a stage holding open value has a measured rate: before, a weighted 0 € would read as a forecast.
    ...(pipeline.unmeasured < pipeline.openValue
      ? [`- Pondéré par les taux de gain mesurés : ${formatEuros(pipeline.weighted)}${pipeline.unmeasured > 0 ? `, hors ${formatEuros(pipeline.unmeasured)} d’étapes sans taux mesuré` : ''}`]
      : []),
    `- Clients : ${countOf(pipeline.wonCount, 'prospect')}, ${formatEuros(pipeline.wonValue)}`,
    ...(pipeline.withoutNextAction > 0 ? [`- Sans prochaine action : ${countOf(pipeline.withoutNextAction, 'prospect')} en cours`] : []),
    ...(won.total > 0 ? [`- Gagnés cette semaine : ${countOf(won.total, 'prospect')}${won.value > 0 ? `, ${formatEuros(won.value)}` : ''}`] : []),
    ...(goal ? [`- ${goalSentence(goal)}`] : []),
    ...teamGoals.map((user) => `- ${goalSentence({ month: figures.to.slice(0, 7), target: user.target, won: user.won }, { user: user.username })}`),
    ...(closing.count > 0
      ? [`- Clôtures prévues la semaine qui commence : ${countOf(closing.count, 'prospect')}${closing.value > 0 ? `, ${formatEuros(closing.value)} estimés` : ''}`]
      : []),
    ...(closing.overdue > 0 ? [`- Date de clôture dépassée : ${countOf(closing.overdue, 'prospect')} en cours, à redater ou à trancher`] : []),
    ...(lost.total > 0
      ? [
          `- Perdus cette semaine : ${countOf(lost.total, 'prospect')}${lost.value > 0 ? `, ${formatEuros(lost.value)} estimés` : ''} (${lost.reasons
            .map((row) => `${row.reason ?? 'sans motif'} ${number(row.count)}`)
            .join(', ')})`,
        ]
      : []),
    '',
    'Campagnes (liens suivis)',
    ...(campaigns.length
      ? campaigns.map(
          (entry) =>
            `- ${entry.campaign || 'Sans campagne'} : ${countOf(entry.clicks, 'clic')}, ${countOf(entry.scans, 'scan')} QR, ${countOf(entry.leads, 'lead')}${entry.estimatedValue ? `, ${formatEuros(entry.estimatedValue)} estimés` : ''}${spentLabel(entry)}`,
        )
      : ['- Aucun clic ni dépense sur les campagnes cette semaine']),
    '',
    `Le tableau de bord : ${adminLink(publicUrl, DASHBOARD_HASH)}`,
    '',
    'Ce rapport part chaque lundi à l’heure du récapitulatif des relances. Réglage : Paramètres › Notifications.',
  ];
  return {
    subject: `[Semaine ${period}] ${countOf(audience.visitors, 'visiteur')}, ${countOf(leads.total, 'lead')}`,
    text: lines.join('\n'),
  };
}
