import { weightedPipeline } from '../../../domain/prospects/win-rates';
import { isClosedStatus, WON_STATUS } from '../../../domain/prospects/deal-value';
import { PROSPECT_STATUSES } from '../../../domain/prospects/prospect-fields';
import { REPORT_TOP, type PromiseFigures, type WeeklyFigures } from '../../../domain/notifications/weekly-report';
import { parisDayBounds, parisMonthStart, parisToday } from '../../../domain/paris-time';
import { TREND_SOURCES } from '../../../domain/api/trends-answers';
import type { Database } from '../../db/database';
import { eventsService } from '../events/service';
import { siteAudience } from '../events/site-audience';
import { prospectsService } from '../prospects/service';
import { requestsService } from '../requests/service';
import { settingsService } from '../settings/service';
import { trackingStatsService } from '../tracking-links/stats-service';
import { leadTrends } from './lead-trends';
import { addDays } from '../../../domain/calendar-day';


const promiseFigures = ({ received, answered, onTime, medianMinutes, late }: PromiseFigures): PromiseFigures => ({ received, answered, onTime, medianMinutes, late });

/** The figures of the weekly report for the Paris days [from, to], each read through the service that owns it. */
export async function weeklyFigures(db: Database, publicUrl: string, from: string, to: string, now: Date): Promise<WeeklyFigures> {
  const period = { from, to };
  // The week that starts: the Monday after the reported Sunday, to the Sunday after.
  const nextMonday = addDays(to, 1);
  const followingMonday = addDays(to, 8);
  const weekEnd = new Date(parisDayBounds(nextMonday).from);
  const weekStart = new Date(parisDayBounds(from).from);
  // The month of the week's Sunday, from its first day to the week's end, in Paris days.
  const monthBegan = new Date(parisMonthStart(to));
  const [audience, trends, answers, leadAnswers, board, lost, wonInWeek, closing, campaigns, settings, wonInMonth, teamGoals, notFound] = await Promise.all([
    siteAudience(db, new URL(publicUrl).hostname).over(period, now),
    // The trend ending on the week's Sunday: its last seven days are the week, the seven before the week before.
    leadTrends(db, new Date(`${to}T12:00:00.000Z`)),
    requestsService(db).responseTimes(weekStart, now, weekEnd),
    prospectsService(db).responseTimes(weekStart, now, weekEnd),
    prospectsService(db).board(PROSPECT_STATUSES, 0),
    prospectsService(db).lostBetween(weekStart, weekEnd),
    prospectsService(db).wonBetween(weekStart, weekEnd),
    prospectsService(db).closingBetween(nextMonday, followingMonday, parisToday(now)),
    trackingStatsService(db, publicUrl).totals(period, now),
    settingsService(db).current(),
    prospectsService(db).wonBetween(monthBegan, weekEnd),
    prospectsService(db).teamGoals(monthBegan.toISOString(), weekEnd.toISOString()),
    eventsService(db).notFoundBetween(weekStart, weekEnd),
  ]);
  const week = trends.days.slice(-7);
  const open = board.filter((column) => !isClosedStatus(column.statut));
  const won = board.find((column) => column.statut === WON_STATUS);
  return {
    from,
    to,
    audience: {
      visitors: audience.totals.visitors,
      previousVisitors: audience.previous.visitors,
      pageViews: audience.totals.pageViews,
      pages: audience.pages.slice(0, REPORT_TOP).map(({ page, pageViews }) => ({ page, pageViews })),
      sources: audience.sources,
      notFound: { views: notFound.totalViews, pages: notFound.pages.slice(0, REPORT_TOP).map(({ page, views }) => ({ page, views })) },
    },
    leads: {
      total: trends.week.current,
      previousTotal: trends.week.previous,
      bySource: Object.fromEntries(TREND_SOURCES.map((source) => [source, week.reduce((sum, day) => sum + (day.bySource[source] ?? 0), 0)])),
    },
    answers: promiseFigures(answers),
    leadAnswers: promiseFigures(leadAnswers),
    pipeline: {
      openCount: open.reduce((sum, column) => sum + column.total, 0),
      openValue: open.reduce((sum, column) => sum + column.value, 0),
      wonCount: won?.total ?? 0,
      wonValue: won?.value ?? 0,
      withoutNextAction: open.reduce((sum, column) => sum + column.withoutNextAction, 0),
      ...weightedPipeline(board),
    },
    lost: { total: lost.total, value: lost.value, reasons: lost.reasons.map(({ reason, count }) => ({ reason, count })) },
    won: wonInWeek,
    closing,
    goal: settings.monthlyWonGoal > 0 ? { month: to.slice(0, 7), target: settings.monthlyWonGoal, won: wonInMonth.value } : null,
    teamGoals,
    campaigns: campaigns.campaigns
      .filter((entry) => entry.totals.clicks + entry.totals.scans > 0 || entry.spend.total > 0)
      .slice(0, REPORT_TOP)
      .map((entry) => ({
        campaign: entry.campaign,
        clicks: entry.totals.clicks,
        scans: entry.totals.scans,
        leads: entry.totals.leads,
        estimatedValue: entry.totals.estimatedValue,
        spent: entry.spend.total,
        costPerLead: entry.spend.costPerLead,
      })),
  };
}
