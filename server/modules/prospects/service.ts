import type { Readable } from 'node:stream';
import type { AssignedItem } from '../../../domain/notifications/assignment-notice';
import type { ColleagueListeners } from '../../../domain/notifications/colleague-listeners';
import type { ProspectCreate, ProspectListQuery, ProspectUpdate } from '../../../domain/prospects/prospect-schema';
import { sampleProspects } from '../../../domain/prospects/sample-prospects';
import type { LeadCampaign } from '../../../domain/tracking-links-attribution';
import { campaignColumns } from '../../db/campaign-columns';
import type { Database, Executor } from '../../db/database';
import { durableWrite } from '../../db/durable-writes';
import type { CampaignColumns } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { adminUsersService } from '../admin-users/service';
import { settingsService } from '../settings/service';
import { agencyClosuresService } from '../settings/agency-closures';
import { dealValueLabel, isClosedStatus, LOST_STATUS } from '../../../domain/prospects/deal-value';
import { closeDateMessages, forecastMonths } from '../../../domain/prospects/close-dates';
import { parisClockTime, parisLocalToInstant, parisMonthStart, parisToday } from '../../../domain/paris-time';
import { LOST_REASONS, type LostReason } from '../../../domain/prospects/lost-reasons';
import { pipelineMessages } from '../../../domain/prospects/prospect-schema';
import { NO_PHONE } from '../../../domain/contact-notes';
import { actionTitle, frenchTime, nextActionTimeAfter, nextActionTypeAfter } from '../../../domain/prospects/next-action';
import type { prospectBulkSchema } from '../../../domain/prospects/prospect-bulk';
import type { z } from '../../../domain/validation/zod';
import { noStageDuration, stageDurationsOf } from '../../../domain/prospects/stage-durations';
import { salesCycleOf, winRateOf, winRateWindowStart } from '../../../domain/prospects/win-rates';
import { activitiesRepository, statusMove, type NewActivity } from './activities-repository';
import { outcomeOf, outcomeOfNew } from './outcome-dates';
import { exportProspects } from './prospect-export';
import { importProspects, type ImportOptions } from './prospect-import';
import { detailsOf, prospectView, withUnansweredReply } from './prospect-view';
import { prospectsRepository, type ExportFilter, type NewProspect, type OwnerFilter, type ProspectRow } from './repository';
import { labelsInUseOf, storedLabels } from '../../../domain/labels';
import { leadPromisesRepository } from './promises-repository';
import { emailsRepository } from './emails-repository';
import { notesRepository } from './notes-repository';
import { repliesRepository } from './replies-repository';
import { mergedChanges } from './prospect-merge';
import { prospectMergeMessages } from '../../../domain/prospects/prospect-merge';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { clientCodeOf, PROSPECT_SOURCES } from '../../../domain/prospects/prospect-fields';
import { csvDateTime } from '../../../domain/prospects/csv-cells';
import { ANSWERED_STATUSES, leadPromise, responseTimes, responseTimesByPerson } from '../../../domain/response-promises';
import { DAY_MS, monthStart } from '../../../domain/calendar-day';

/** A lead built by another module, its campaign, if any, still in one piece. */
type ProspectBulk = z.output<typeof prospectBulkSchema>;

export type ProspectToRecord = Omit<NewProspect, keyof CampaignColumns> & { campaign: LeadCampaign | null };

/** The parts of a contact message or callback request a prospect is made from. */
export interface InboxLead {
  id: number;
  source: 'contact' | 'callback';
  name: string;
  email: string;
  phone: string;
  company: string;
  notes: string;
  campaign: LeadCampaign | null;
  /** The request's labels, which the prospect keeps (docs/decisions/0420-prospect-labels.md). */
  labels: readonly string[];
}


/** 'Marie Curie' → prénom 'Marie', nom 'Curie'; a single word is the surname. */
function splitName(name: string): { prenom: string; nom: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { prenom: '', nom: words[0] ?? '' };
  return { prenom: words[0]!, nom: words.slice(1).join(' ') };
}

/** The prospects database (back-office §2.6): owner of the prospects table; other modules come through here. */
/** 'Marie Durand', or the client code of a prospect without a name. */
const nameOf = (row: ProspectRow) => `${row.prenom} ${row.nom}`.trim() || clientCodeOf(Number(row.id));

/** A deal as an assignment or mention notice lists it: 'Affaire · Qualifié · Durand SA'. */
export const assignedDeal = (prospect: { id: number | string; prenom: string; nom: string; email: string; statut: string; entreprise: string }): AssignedItem => ({
  id: Number(prospect.id),
  name: `${prospect.prenom} ${prospect.nom}`.trim() || prospect.email,
  detail: ['Affaire', prospect.statut, prospect.entreprise.trim()].filter(Boolean).join(' · '),
});

/** The prospects' base and pipeline; `colleagues` hears the deals a user gave another (docs/decisions/0443-assignment-notices.md). */
export function prospectsService(db: Database, colleagues: ColleagueListeners = {}) {
  const prospects = prospectsRepository(db);
  const activities = activitiesRepository(db);
  const emails = emailsRepository(db);
  const replies = repliesRepository(db);
  const notes = notesRepository(db);
  const promises = leadPromisesRepository(db);
  const settings = settingsService(db);
  const users = adminUsersService(db);
  /** Marking a lead contacted, or moving it to a status that says it was reached, answers its promise once. */
  const answerIfReached = async (id: number, next: { statut?: string; isContacted?: boolean }, at: string) => {
    if (next.isContacted || (next.statut !== undefined && ANSWERED_STATUSES.includes(next.statut))) await promises.markAnswered(id, at);
  };
  const now = () => new Date().toISOString();

  /** The hour an edit leaves on the next action (docs/decisions/0476-next-action-time.md). */
  const timeAfterEdit = (current: ProspectRow, input: ProspectUpdate) =>
    nextActionTimeAfter({ day: current.nextActionAt ?? null, time: current.nextActionTime ?? null }, { day: input.next_action_at, time: input.next_action_time });
  /** The kind an edit leaves on the next action (docs/decisions/0488-next-action-types.md). */
  const typeAfterEdit = (current: ProspectRow, input: ProspectUpdate) =>
    nextActionTypeAfter({ day: current.nextActionAt ?? null, type: current.nextActionType ?? null }, { day: input.next_action_at, type: input.next_action_type });

  /** The status, owner, next-action, value and lost-reason changes an edit makes, as timeline entries. */
  const changesOf = (
    current: ProspectRow,
    next: {
      statut?: string;
      owner?: string | null;
      nextActionAt?: string | null;
      nextActionLabel?: string;
      nextActionTime?: string | null;
      nextActionType?: string | null;
      estimatedValue?: number | null;
      expectedCloseAt?: string | null;
      lostReason?: string | null;
    },
    by: string | null,
    at: string,
  ) => {
    const entries: NewActivity[] = [];
    const add = (kind: NewActivity['kind'], detail: string) => entries.push({ prospectId: Number(current.id), kind, detail, author: by, createdAt: at });
    const moved = next.statut !== undefined && next.statut !== current.statut;
    const reason = moved && next.statut === LOST_STATUS && next.lostReason ? ` (motif : ${next.lostReason})` : '';
    if (moved) entries.push(statusMove(Number(current.id), current.statut, next.statut as string, by, at, reason));
    const stillLost = !moved && current.statut === LOST_STATUS;
    if (stillLost && next.lostReason !== undefined && next.lostReason !== (current.lostReason ?? null)) {
      add('status', next.lostReason ? `Motif de perte : ${next.lostReason}` : 'Motif de perte retiré');
    }
    if (next.owner !== undefined && next.owner !== (current.owner ?? null)) add('owner', next.owner ? `Responsable : ${next.owner}` : 'Plus de responsable');
    const actionChanged =
      (next.nextActionAt !== undefined && next.nextActionAt !== (current.nextActionAt ?? null)) ||
      (next.nextActionLabel !== undefined && next.nextActionLabel !== (current.nextActionLabel ?? '')) ||
      (next.nextActionTime !== undefined && next.nextActionTime !== (current.nextActionTime ?? null)) ||
      (next.nextActionType !== undefined && next.nextActionType !== (current.nextActionType ?? null));
    if (actionChanged) {
      const day = next.nextActionAt !== undefined ? next.nextActionAt : (current.nextActionAt ?? null);
      const label = next.nextActionLabel ?? current.nextActionLabel ?? '';
      const time = next.nextActionTime !== undefined ? next.nextActionTime : (current.nextActionTime ?? null);
      const title = actionTitle(next.nextActionType !== undefined ? next.nextActionType : (current.nextActionType ?? null), label);
      add('next-action', day ? `Prochaine action le ${day}${time ? ` à ${frenchTime(time)}` : ''}${title ? ` : ${title}` : ''}` : 'Prochaine action retirée');
    }
    if (next.estimatedValue !== undefined && next.estimatedValue !== (current.estimatedValue ?? null)) {
      add('value', next.estimatedValue === null ? pipelineMessages.valueCleared : pipelineMessages.valueSet(dealValueLabel(next.estimatedValue)));
    }
    if (next.expectedCloseAt !== undefined && next.expectedCloseAt !== (current.expectedCloseAt ?? null)) {
      add('close-date', next.expectedCloseAt === null ? closeDateMessages.cleared : closeDateMessages.set(next.expectedCloseAt));
    }
    return entries;
  };

  /** The deals lost in [since, until) by reason, the most frequent first, and their totals. */
  const lostBetween = async (since: Date, until: Date) => {
    const rows = await prospects.lostPerReason(since.toISOString(), until.toISOString());
    // A reason no longer in the list counts with those given none.
    const known = (reason: string | null) => ((LOST_REASONS as readonly (string | null)[]).includes(reason) ? (reason as LostReason) : null);
    const byReason = new Map<LostReason | null, { count: number; value: number }>();
    for (const row of rows) {
      const entry = byReason.get(known(row.reason)) ?? { count: 0, value: 0 };
      byReason.set(known(row.reason), { count: entry.count + row.count, value: entry.value + row.value });
    }
    const reasons = [...byReason]
      .map(([reason, entry]) => ({ reason, ...entry }))
      .sort((a, b) => b.count - a.count || Number(a.reason === null) - Number(b.reason === null) || (a.reason ?? '').localeCompare(b.reason ?? ''));
    return { total: rows.reduce((sum, row) => sum + row.count, 0), value: rows.reduce((sum, row) => sum + row.value, 0), reasons };
  };

  /**
   * A next action set from elsewhere than the record's form (an e-mail's follow-up without an hour, the bulk bar
   * with one or none), or cleared with a null day, recorded in the timeline as an edit's; false when there is no
   * such prospect.
   */
  const planNextAction = async (id: number, day: string | null, label: string, by: string | null, time: string | null = null, type: string | null = null): Promise<boolean> => {
    const current = await prospects.findById(id);
    if (!current) return false;
    const at = now();
    const next = { nextActionAt: day, nextActionLabel: day ? label : '', nextActionTime: day ? time : null, nextActionType: day ? type : null };
    await prospects.update(current, { ...next, updatedAt: at });
    await activities.insertMany(changesOf(current, next, by, at));
    return true;
  };

  /**
   * 'Marquer comme faite' (docs/decisions/0475-next-action-done.md): the deal's next action cleared and written in
   * its history as done, together; the label and day completed, or null when it had none (or another click or a
   * colleague completed it first); undefined for no such prospect.
   */
  const completeNextAction = async (id: number, by: string | null): Promise<{ label: string; day: string; time: string | null; type: string | null } | null | undefined> => {
    const current = await prospects.findById(id);
    if (!current) return undefined;
    const day = current.nextActionAt ?? null;
    if (!day) return null;
    const label = current.nextActionLabel ?? '';
    const time = current.nextActionTime ?? null;
    const type = current.nextActionType ?? null;
    const at = now();
    const done = await prospects.transaction(async (executor) => {
      if (!(await prospects.completeNextAction(id, day, label, at, executor))) return false;
      await activities.insertMany([{ prospectId: id, kind: 'next-action', detail: pipelineMessages.actionDone(label, day, time, type), author: by, createdAt: at }], executor);
      return true;
    });
    return done ? { label, day, time, type } : null;
  };

  const checkOwner = async (owner: string | null | undefined) => {
    if (owner && !(await users.rolesOf(owner))) throw new ApiError(400, pipelineMessages.unknownOwner);
  };

  const moveTo = async (id: number, statut: string, by: string | null, lostReason?: LostReason | null): Promise<boolean> => {
    const current = await prospects.findById(id);
    if (!current) return false;
    const at = now();
    if (current.statut === statut && (lostReason === undefined || lostReason === (current.lostReason ?? null))) return true;
    await prospects.update(current, { statut, ...outcomeOf(current, statut, lostReason, at), updatedAt: at });
    await activities.insertMany(changesOf(current, { statut, lostReason }, by, at));
    await answerIfReached(id, { statut }, at);
    return true;
  };

  /** A deal given to another owner, or to nobody, recorded in its timeline; the owner is checked by the caller. */
  const reassign = async (id: number, owner: string | null, by: string | null, reassigned: AssignedItem[] = []): Promise<boolean> => {
    const current = await prospects.findById(id);
    if (!current) return false;
    if ((current.owner ?? null) === owner) return true;
    const at = now();
    await prospects.update(current, { owner, updatedAt: at });
    await activities.insertMany(changesOf(current, { owner }, by, at));
    reassigned.push(assignedDeal(current));
    return true;
  };

  return {
    async list(query: ProspectListQuery) {
      const { rows, total } = await prospects.page(query);
      const replies = await prospects.unansweredRepliesOf(rows.map((row) => Number(row.id)));
      return {
        prospects: rows.map((row) => withUnansweredReply({ ...row, unansweredReplyAt: replies.get(Number(row.id)) ?? null })),
        totalItems: total,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
      };
    },

    count: (source?: string) => prospects.count(source),
    /** Leads of each tracking code made here directly (the super assistant's), not from an inbox request. */
    countPerCampaignCode: (codes: string[]) => prospects.countPerCampaignCode(codes),
    /** Super-assistant leads per tracking code and day, added in [since, until) (ISO instants). */
    campaignLeadsPerDay: (codes: string[], since: string, until: string) => prospects.campaignLeadsPerDay(codes, since, until),
    campaignLeads: (codes: string[], since: string, until: string, limit: number) => prospects.campaignLeads(codes, since, until, limit),
    /** The same per hour of the day starting at `since`. */
    campaignLeadsPerHour: (codes: string[], since: string, until: string) => prospects.campaignLeadsPerHour(codes, since, until),
    /** Estimated values per tracking code of the prospects added in [since, until), and of those won. */
    campaignValues: (codes: string[], since: string, until: string) => prospects.campaignValues(codes, since, until),
    /** The newest prospects, for the dashboard's recent activity. */
    newest: (limit: number) => prospects.newest(limit),

    /** The newest prospects left by the super assistant, with their details, for the improvements page. */
    newestWithDetails: (limit: number) => prospects.newestWithDetails(limit),
    /** Retention (public-site §9): a prospect's last interaction is the day it was added. */
    /** Retention (public-site §9): prospects whose last exchange is older than the cutoff, and their deletion. */
    countLastTouchedBefore: (cutoff: Date) => prospects.countLastTouchedBefore(cutoff.toISOString()),
    removeLastTouchedBefore: (cutoff: Date, executor?: Executor) => prospects.removeLastTouchedBefore(cutoff.toISOString(), executor),

    async findRow(id: number): Promise<ProspectRow | undefined> {
      return prospects.findById(id);
    },

    async detail(id: number) {
      const row = await prospects.findById(id);
      return row ? { ...prospectView(row), details: detailsOf(row) } : null;
    },

    async create(input: ProspectCreate, source = 'manuel'): Promise<number> {
      const at = now();
      return prospects.insert({
        nom: input.nom,
        prenom: input.prenom,
        email: input.email,
        telephone: input.telephone,
        entreprise: input.entreprise,
        fonction: input.fonction,
        source,
        dateAjout: at,
        statut: input.statut,
        isContacted: input.is_contacted ? 1 : 0,
        commentaire: input.commentaire,
        estimatedValue: input.estimated_value,
        expectedCloseAt: input.expected_close_at,
        ...outcomeOfNew(input.statut, at),
      });
    },

    /**
     * A lead already built by another module (the super assistant's, with its score and analysis). `created` is
     * false when its `submissionId` was already stored: the same sending, received twice.
     */
    async record({ campaign, ...prospect }: ProspectToRecord): Promise<{ id: number; created: boolean; owner: string | null }> {
      // Read before the write; the choice itself is counted in the write's transaction (decision 0406).
      const candidates = (await settings.current()).inboxAutoAssign ? await users.assignable() : [];
      return durableWrite(db, async (executor) => {
        const owner = await promises.leastLoaded(candidates, executor);
        const stored = await prospects.insertOnce({ ...prospect, ...campaignColumns(campaign), owner }, executor);
        return { ...stored, owner: stored.created ? owner : null };
      });
    },

    async update(id: number, input: ProspectUpdate, by: string | null = null): Promise<boolean> {
      const current = await prospects.findById(id);
      if (!current) return false;
      await checkOwner(input.owner);
      const at = now();
      const pipeline = {
        ...(input.owner !== undefined ? { owner: input.owner } : {}),
        ...(input.next_action_at !== undefined ? { nextActionAt: input.next_action_at } : {}),
        ...(input.next_action_label !== undefined ? { nextActionLabel: input.next_action_label } : {}),
        ...(input.next_action_at !== undefined || input.next_action_time !== undefined ? { nextActionTime: timeAfterEdit(current, input) } : {}),
        ...(input.next_action_at !== undefined || input.next_action_type !== undefined ? { nextActionType: typeAfterEdit(current, input) } : {}),
        ...(input.estimated_value !== undefined ? { estimatedValue: input.estimated_value } : {}),
        ...(input.expected_close_at !== undefined ? { expectedCloseAt: input.expected_close_at } : {}),
      };
      await prospects.update(current, {
        ...pipeline,
        ...outcomeOf(current, input.statut, input.lost_reason, at),
        email: input.email,
        telephone: input.telephone,
        statut: input.statut,
        ...(input.nom !== undefined ? { nom: input.nom } : {}),
        ...(input.prenom !== undefined ? { prenom: input.prenom } : {}),
        ...(input.entreprise !== undefined ? { entreprise: input.entreprise } : {}),
        ...(input.fonction !== undefined ? { fonction: input.fonction } : {}),
        ...(input.commentaire !== undefined ? { commentaire: input.commentaire } : {}),
        ...(input.is_contacted !== undefined ? { isContacted: input.is_contacted ? 1 : 0 } : {}),
        updatedAt: at,
      });
      await activities.insertMany(changesOf(current, { statut: input.statut, lostReason: input.lost_reason, ...pipeline }, by, at));
      await answerIfReached(id, { statut: input.statut, isContacted: input.is_contacted }, at);
      if (input.owner && input.owner !== current.owner) colleagues.assigned?.({ kind: 'deal', assignee: input.owner, by, items: [assignedDeal((await prospects.findById(id)) ?? current)] });
      return true;
    },

    planNextAction,
    completeNextAction,

    /** A French 400 unless `owner` is a user of the back-office (or nobody). */
    checkOwner,
    /** A card moved on the board: its statut changes (with why, when lost), recorded in its timeline. */
    moveTo,
    reassign,

    /**
     * Several deals moved to one status or given to one owner (Pipedrive's bulk edit,
     * docs/decisions/0400-prospects-bulk-edit.md), each recorded in its timeline as a single change would be, or
     * labelled in one statement as one deal's labels are, out of its timeline (0421-prospect-bulk-labels.md), or
     * deleted in one statement (0422-prospect-bulk-delete.md), or given one next action each recorded in its timeline
     * (0423-prospect-bulk-next-action.md); answers the ids changed, those not found (or with no room for a label)
     * left out.
     */
    async bulk({ ids, action, statut, owner, label, lost_reason: lostReason, next_action_at: day, next_action_label: what, next_action_time: time, next_action_type: type }: ProspectBulk, by: string | null): Promise<number[]> {
      if (action === 'label') return prospects.addLabel(ids, label as string);
      if (action === 'unlabel') return prospects.removeLabel(ids, label as string);
      if (action === 'delete') return prospects.removeMany(ids);
      if (action === 'owner') await checkOwner(owner);
      const reassigned: AssignedItem[] = [];
      const changeOne = {
        status: (id: number) => moveTo(id, statut as string, by, lostReason),
        owner: (id: number) => reassign(id, owner ?? null, by, reassigned),
        next_action: (id: number) => planNextAction(id, day ?? null, what ?? '', by, time ?? null, type ?? null),
      }[action];
      const changed: number[] = [];
      for (const id of ids) if (await changeOne(id)) changed.push(id);
      if (owner) colleagues.assigned?.({ kind: 'deal', assignee: owner, by, items: reassigned });
      return changed;
    },

    /**
     * Each column's newest cards and figures, of one owner's deals or those without one when asked; `idleAfter`
     * gives a column's idle delay (null when closed).
     */
    async board(statuses: readonly string[], perColumn: number, idleAfter: (statut: string) => number | null = () => null, owner: OwnerFilter = {}) {
      // Rates and durations are the agency's, whatever the view: one owner's few decided deals would measure nothing.
      const since = winRateWindowStart(new Date());
      const [decided, durations, totals] = await Promise.all([
        activities.decidedPerStage(since),
        activities.stayedSince(since).then(stageDurationsOf),
        prospects.statusTotals(owner),
      ]);
      const none = { total: 0, value: 0, valued: 0, unplanned: 0 };
      return Promise.all(
        statuses.map(async (statut) => {
          const rows = await prospects.ofStatus(statut, perColumn, owner);
          const { total, value, valued, unplanned } = totals.get(statut) ?? none;
          // A deal won or lost needs no next action (Pipedrive warns only on open deals).
          const withoutNextAction = isClosedStatus(statut) ? 0 : unplanned;
          const stage = decided.find((row) => row.stage === statut);
          const winRate = isClosedStatus(statut) ? null : winRateOf(stage?.won ?? 0, stage?.decided ?? 0);
          const stageDuration = isClosedStatus(statut) ? null : (durations.get(statut) ?? noStageDuration);
          return { statut, total, value, valued, withoutNextAction, idleAfterDays: idleAfter(statut), winRate, stageDuration, prospects: rows.map(withUnansweredReply) };
        }),
      );
    },

    /** The instant the Paris month of `today` ('AAAA-MM-JJ') began. */
    monthStart: parisMonthStart,

    /**
     * The open deals of the board's view by expected close (Pipedrive's forecast): those whose day has passed, and
     * this month (from `today`, the Paris day) and the next ones, each month listed even when it holds none; and
     * the deals won since this month began in Paris.
     */
    async forecast(today: string, owner: OwnerFilter = {}) {
      const months = forecastMonths(today);
      const monthBegan = parisMonthStart(today);
      const { won, overdue, months: found } = await prospects.forecast(today, monthStart(today, months.length), monthBegan, owner);
      const none = { count: 0, value: 0, valued: 0 };
      return { today, won, overdue, months: months.map((month) => ({ month, ...none, ...found.find((row) => row.month === month) })) };
    },

    /**
     * The monthly sales goal of the board's view (docs/decisions/0463-monthly-sales-goals.md): the agency's (a
     * setting) over every deal, a user's over theirs; none for the deals without an owner, nor when it is 0.
     */
    async salesGoal(view: OwnerFilter) {
      if (view.unowned) return null;
      const target = view.owner === undefined ? (await settings.current()).monthlyWonGoal : await users.salesGoalOf(view.owner);
      return target > 0 ? { owner: view.owner ?? null, target } : null;
    },

    /**
     * The goal the dashboard shows its reader this month (0468): their own when they have one, else the agency's,
     * with the deals of that goal won since the Paris month began and the open ones expected to close in it.
     */
    async dashboardGoal(username: string, today: string) {
      const goal = (await this.salesGoal({ owner: username })) ?? (await this.salesGoal({}));
      if (!goal) return null;
      const { won, months } = await this.forecast(today, goal.owner === null ? {} : { owner: goal.owner });
      return { ...goal, won, expected: months[0]?.value ?? 0 };
    },

    /**
     * Each user with a monthly goal, by name, and the value of the deals they own won in the month that began at the
     * instant `since` (until `until`, the weekly report's week end): the team's goals, beside the agency's (0463).
     */
    async teamGoals(since: string, until?: string) {
      const goals = await users.salesGoals();
      if (goals.length === 0) return [];
      const won = await prospects.wonPerOwner(since, until);
      return goals.map(({ username, target }) => ({ username, target, won: won.get(username) ?? 0 }));
    },

    /** The win rate of each source whose deals were decided in the win rates' window, in the sources' order (0441). */
    async sourceWinRates() {
      const rows = await prospects.decidedPerSource(winRateWindowStart(new Date()));
      // A source the list does not know (written by an older version) comes after the known ones.
      const rank = (source: string) => {
        const known = (PROSPECT_SOURCES as readonly string[]).indexOf(source);
        return known === -1 ? PROSPECT_SOURCES.length : known;
      };
      return rows.sort((a, b) => rank(a.source) - rank(b.source) || a.source.localeCompare(b.source)).map(({ source, won, decided }) => ({ source, ...winRateOf(won, decided) }));
    },

    /** The median time the deals won in the win rates' window took, from their addition (0441). */
    salesCycle: async () => salesCycleOf(await prospects.wonSince(winRateWindowStart(new Date()))),

    /** The deals won in [since, until), their count and value (the weekly report's). */
    wonBetween: (since: Date, until: Date) => prospects.wonBetween(since.toISOString(), until.toISOString()),
    /** Open deals expected to close in the days [from, until), and those whose day fell before `today`. */
    closingBetween: (from: string, until: string, today: string) => prospects.closingBetween(from, until, today),

    /** The open deals of `username` and those without an owner, counted for the board's views. */
    openByOwner: (username: string) => prospects.openByOwner(username),

    async overdue(today: string, limit: number) {
      const { rows, total } = await prospects.followUps(today, 'excluded', limit);
      return { total, prospects: rows.map(prospectView) };
    },

    /** The prospects whose latest reply was not answered since, for the morning digest (0439); of one owner when given. */
    async awaitingAnswer(limit: number, owner?: string) {
      const { rows, total } = await prospects.awaitingAnswer(limit, owner);
      // Each has one: the statement keeps only those.
      return { total, prospects: rows.map((row) => ({ ...prospectView(row), unanswered_reply_at: String(row.unansweredReplyAt) })) };
    },

    /**
     * `owner`'s open deals with a next action on `day`, those of the whole day first then by hour, and how many of
     * theirs are on the day and overdue: the dashboard's 'Votre journée' (docs/decisions/0479-my-day.md); the deals of
     * nobody for a null `owner` (0481).
     */
    async dayOf(owner: string | null, day: string, limit: number) {
      const [rows, due] = await Promise.all([prospects.nextActionsOf(owner, day, limit, day), prospects.followUps(day, 'included', 0, owner)]);
      return { prospects: rows.map(prospectView), total: due.total - due.overdue, overdue: due.overdue };
    },

    /**
     * Open deals with an owner whose next action is given an hour from `from` to `to`, each with the instant it is
     * due, the soonest first: the e-mail reminders (docs/decisions/0494-action-reminder-emails.md).
     */
    async timedActionsBetween(from: Date, to: Date, limit: number) {
      const [start, end] = [from.toISOString(), to.toISOString()];
      const [firstDay, lastDay] = [parisToday(from), parisToday(to)];
      // A range that runs past midnight in Paris reads the end of one day and the start of the next.
      const spans =
        firstDay === lastDay
          ? [{ day: firstDay, from: parisClockTime(start), to: parisClockTime(end) }]
          : [
              { day: firstDay, from: parisClockTime(start), to: '23:59' },
              { day: lastDay, from: '00:00', to: parisClockTime(end) },
            ];
      const rows = (await Promise.all(spans.map((span) => prospects.timedActionsOn(span.day, span.from, span.to, limit)))).flat();
      return rows
        .map((row) => ({ prospect: prospectView(row), at: parisLocalToInstant(`${row.nextActionAt}T${row.nextActionTime}`) }))
        .filter(({ at }) => at >= start && at <= end)
        .slice(0, limit);
    },

    /** The follow-ups of `day` and those overdue, for the morning digest; of one owner when given. */
    async dueBy(day: string, limit: number, owner?: string) {
      const { rows, total, overdue } = await prospects.followUps(day, 'included', limit, owner);
      return { total, overdue, prospects: rows.map(prospectView) };
    },
    addedPerDay: (since: Date) => prospects.addedPerDay(since.toISOString()),
    /** The deals lost over the last `days` days by reason, the most frequent first, and their totals. */
    async lostReasons(days: number, now = new Date()) {
      return { days, ...(await lostBetween(new Date(now.getTime() - days * DAY_MS), new Date(now.getTime() + 1))) };
    },

    lostBetween,

    /** How the leads' contact promises were kept over the leads arrived in [since, until), and those waiting now. */
    async responseTimes(since: Date, now: Date, until = now) {
      const [received, waiting, late, closures] = await Promise.all([
        promises.receivedBetween(since.toISOString(), until.toISOString()),
        promises.countWaiting(),
        promises.countLate(now.toISOString()),
        agencyClosuresService(db).current(),
      ]);
      const asPromised = received.map((row) => ({
        ...leadPromise({ statut: row.statut, date_ajout: row.dateAjout, response_due_at: row.responseDueAt, first_answered_at: row.firstAnsweredAt }),
        person: row.owner,
      }));
      return { ...responseTimes(asPromised, now, closures), received: received.length, waiting, late, byPerson: responseTimesByPerson(asPromised, now, closures) };
    },
    /** Super-assistant leads with a contact promise, not yet reached nor given up. */
    countWaitingLeads: () => promises.countWaiting(),
    /** Super-assistant leads nearing or past their contact deadline unreached, claimed one by one for their alert. */
    leadsToAlert: (before: Date, limit: number) => promises.toAlert(before.toISOString(), limit),
    claimLeadAlert: (id: number, at: Date) => promises.claimAlert(id, at.toISOString()),
    releaseLeadAlert: (id: number, at: Date) => promises.releaseAlert(id, at.toISOString()),
    activitiesOf: (id: number) => activities.ofProspect(id),
    emailsOf: (id: number) => emails.ofProspect(id),
    repliesOf: (id: number) => replies.ofProspect(id),
    notesOf: (id: number) => notes.ofProspect(id),

    remove: (id: number) => prospects.remove(id),

    /** One click in the inbox: the request becomes a prospect once, and stays linked to it. */
    async fromInboxRequest(request: InboxLead): Promise<{ id: number; created: boolean }> {
      const existing = await prospects.findByInboxRequest(request.id);
      if (existing) return { id: Number(existing.id), created: false };
      const { prenom, nom } = splitName(request.name);
      const insert = prospects.insert({
        nom,
        prenom,
        email: request.email,
        telephone: request.phone === NO_PHONE ? '' : request.phone,
        entreprise: request.company,
        fonction: '',
        source: request.source,
        dateAjout: now(),
        statut: 'Lead',
        isContacted: 0,
        commentaire: request.notes.slice(0, 2000),
        inboxRequestId: request.id,
        labels: storedLabels(request.labels),
        ...campaignColumns(request.campaign),
      });
      // Two clicks at once: the unique link lets one insert through, the other finds its row.
      const id = await insert.catch(async (error: unknown) => {
        const winner = await prospects.findByInboxRequest(request.id);
        if (!winner) throw error;
        return null;
      });
      if (id === null) return { id: Number((await prospects.findByInboxRequest(request.id))!.id), created: false };
      return { id, created: true };
    },

    async linkedToInboxRequest(requestId: number) {
      const row = await prospects.findByInboxRequest(requestId);
      return row ? prospectView(row) : null;
    },

    /** Replaces a prospect's labels (Pipedrive's deal labels); false when there is no such prospect. */
    setLabels: (id: number, labels: readonly string[]) => prospects.setLabels(id, labels),
    /**
     * The other prospects with this one's e-mail address in any case, or its phone number and last name: the
     * duplicates its record offers to merge.
     */
    async duplicatesOf(id: number) {
      const row = await prospects.findById(id);
      if (!row) return null;
      return (await prospects.possibleDuplicatesOf(row)).map(prospectView);
    },

    /** The prospects a new one typed with these would duplicate: the form warns before it is made. */
    matching: async (typed: { email: string; telephone: string; nom: string }) => (await prospects.possibleDuplicatesOf(typed)).map(prospectView),

    /** The prospects that may be one person, by address or by phone and name (the newest groups first, at most `limit`). */
    async duplicateGroups(limit: number) {
      const { total, groups } = await prospects.duplicateGroups(limit);
      return { total, groups: groups.map(({ email, phone, rows }) => ({ email, phone, prospects: rows.map(prospectView) })) };
    },

    /**
     * `duplicateId` merged into `id` in one transaction (Pipedrive's merge, docs/decisions/0426-prospect-merge.md):
     * its history, e-mails, replies and notes given to `id`, `id`'s blanks filled from it, then deleted; answers both names.
     */
    async merge(id: number, duplicateId: number, by: string | null) {
      if (id === duplicateId) throw new ApiError(400, prospectMergeMessages.itself);
      return prospects.transaction(async (executor) => {
        const kept = await prospects.findById(id, executor);
        if (!kept) throw new ApiError(404, prospectMessages.notFound);
        const duplicate = await prospects.findById(duplicateId, executor);
        if (!duplicate) throw new ApiError(404, prospectMergeMessages.duplicateNotFound);
        const at = now();
        await activities.moveAll(duplicateId, id, executor);
        await emails.moveAll(duplicateId, id, executor);
        await replies.moveAll(duplicateId, id, executor);
        await notes.moveAll(duplicateId, id, executor);
        // Deleted before the kept one takes its unique submission id.
        await prospects.remove(duplicateId, executor);
        await prospects.update(kept, { ...mergedChanges(kept, duplicate), updatedAt: at }, executor);
        const duplicateName = nameOf(duplicate);
        const detail = prospectMergeMessages.timeline(duplicateName, clientCodeOf(duplicateId), csvDateTime(duplicate.dateAjout).slice(0, 10));
        await activities.insertMany([{ prospectId: id, kind: 'edit', detail, author: by, createdAt: at }], executor);
        return { kept: nameOf(kept), duplicate: duplicateName };
      });
    },

    /** Every label in use on a prospect, the most used first, with how many carry it. */
    labelsInUse: async () => labelsInUseOf(await prospects.labelSets()),
    exportCsv: (filter: ExportFilter): Readable => exportProspects(prospects, filter),

    import: (content: string, options?: ImportOptions) => importProspects(prospects, activities, content, options),

    /** Everything the prospects table holds about one address (GDPR access). */
    async personalData(email: string) {
      const rows = await prospects.findByEmail(email);
      // The e-mails the agency wrote to the person, the replies received from them and the notes about them are theirs too.
      return Promise.all(
        rows.map(async (row) => ({
          ...prospectView(row),
          details: detailsOf(row),
          emails: await emails.ofProspect(Number(row.id)),
          replies: await replies.ofProspect(Number(row.id)),
          notes: await notes.ofProspect(Number(row.id)),
        })),
      );
    },

    /** Deletes every prospect of one address (GDPR erasure); answers how many rows went. */
    eraseByEmail: (email: string) => prospects.removeByEmail(email),

    structure: () => prospects.columns(),

    async health() {
      const connected = await prospects.ping();
      return { connected, totalItems: connected ? await prospects.count() : null };
    },

    testData: () => sampleProspects,
  };
}

export type ProspectsService = ReturnType<typeof prospectsService>;
