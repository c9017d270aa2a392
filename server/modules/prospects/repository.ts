import { sql, type ExpressionBuilder, type Insertable, type RawBuilder, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import { CLOSED_STATUSES, LOST_STATUS, WON_STATUS } from '../../../domain/prospects/deal-value';
import type { ProspectSortField } from '../../../domain/prospects/prospect-fields';
import { phoneKey, samePersonByPhone } from '../../../domain/prospects/phone-key';
import { searchTextOf, type SearchableProspect } from '../../../domain/prospects/search-text';
import { countsPerCode } from '../../db/campaign-columns';
import type { Database, Executor } from '../../db/database';
import type { DB, ProspectTable } from '../../db/types';
import { defaultSearchTuning, prospectSearchOf, scanReachesPageSooner, type SearchTuning } from './prospect-search';
import { searchRepository } from './search-repository';
import { containsPattern } from '../../db/like';
import { readAllOffLoop, readOneOffLoop } from '../../db/off-loop-reads';
import { addLabel, removeLabel } from '../../db/label-updates';
import { storedLabels } from '../../../domain/labels';
import { hoursSince, parisDayOf } from '../../db/paris-day';
import { isOneOf } from '../../db/one-of';
import { arrivalsDone, claimInterruptedArrivals } from '../../db/arrival-mails-column';

export type ProspectRow = Selectable<ProspectTable>;
export type NewProspect = Omit<Insertable<ProspectTable>, 'id' | 'searchText' | 'phoneKey'>;
export type ProspectChanges = Omit<Updateable<ProspectTable>, 'id' | 'searchText' | 'phoneKey'>;

/** The board's cards of one owner, or of none; every card without either. */
export interface OwnerFilter {
  owner?: string;
  unowned?: boolean;
}

/** Deals of one owner when given, of nobody for null, of anyone when left out. */
const ownerFilter = (owner: string | null | undefined): OwnerFilter => (owner === null ? { unowned: true } : { owner });

function ownedBy<O>(query: SelectQueryBuilder<DB, 'prospects', O>, { owner, unowned }: OwnerFilter): SelectQueryBuilder<DB, 'prospects', O> {
  if (owner !== undefined) return query.where('owner', '=', owner);
  return unowned ? query.where('owner', 'is', null) : query;
}

/** The API's snake_case sort fields and the columns they name. */
const sortColumns = {
  id: 'id',
  nom: 'nom',
  prenom: 'prenom',
  email: 'email',
  telephone: 'telephone',
  entreprise: 'entreprise',
  fonction: 'fonction',
  source: 'source',
  date_ajout: 'dateAjout',
  statut: 'statut',
  is_contacted: 'isContacted',
  estimated_value: 'estimatedValue',
  expected_close_at: 'expectedCloseAt',
} as const satisfies Record<ProspectSortField, keyof ProspectTable>;

export interface ProspectListOptions {
  page: number;
  limit: number;
  sortField: ProspectSortField;
  sortOrder: 'asc' | 'desc';
  search: string;
  /** Only the prospects with this label (normalised, domain/labels.ts). */
  label?: string;
}

/** The prospects an export takes: the list's search and label. */
export type ExportFilter = Pick<ProspectListOptions, 'search' | 'label'>;

const withLabel = <O>(query: SelectQueryBuilder<DB, 'prospects', O>, label: string) => query.where('labels', 'like', containsPattern(storedLabels([label])));

/**
 * The columns the CSV export shows, read in two parts: V8 keeps an object of more than 16 or so properties as a slow
 * dictionary, and the pipeline's columns in the same row doubled the export's time and multiplied its memory by six
 * (docs/decisions/0493-pipeline-in-the-prospects-csv.md). Reading no others spares their conversion on every row.
 */
const EXPORTED_COLUMNS = ['id', 'nom', 'prenom', 'email', 'telephone', 'entreprise', 'fonction', 'source', 'dateAjout', 'statut', 'isContacted', 'commentaire', 'leadScore', 'estimatedValue', 'expectedCloseAt', 'labels'] as const;
const EXPORTED_PIPELINE_COLUMNS = ['id', 'owner', 'nextActionLabel', 'nextActionType', 'nextActionAt', 'nextActionTime', 'lostReason', 'lostAt', 'wonAt'] as const;
export type ExportedRow = Pick<ProspectRow, (typeof EXPORTED_COLUMNS)[number]>;
export type ExportedPipeline = Pick<ProspectRow, (typeof EXPORTED_PIPELINE_COLUMNS)[number]>;
/** A batch of exported rows, and the pipeline's columns of each by its id. */
export interface ExportBatch {
  rows: ExportedRow[];
  pipelines: Map<number, ExportedPipeline>;
}
/** Rows an export reads at once: about 50 kB of CSV, small enough to die young in the garbage collector. */
const EXPORT_BATCH = 250;

/**
 * When the prospect's latest reply came, if no e-mail was written to it from its record since
 * (docs/decisions/0439-prospect-replies-awaiting.md); null when there is none.
 */
const unansweredReplyAt = (eb: ExpressionBuilder<DB, 'prospects'>) =>
  eb
    .selectFrom('prospectEmailReplies as reply')
    .select((inner) => inner.fn.max<string | null>('reply.receivedAt').as('at'))
    .whereRef('reply.prospectId', '=', 'prospects.id')
    // An absence message asks for no answer (0557).
    .where('reply.automatic', '=', 0)
    .where((inner) =>
      inner.not(
        inner.exists(
          inner
            .selectFrom('prospectEmails as written')
            .select('written.id')
            .whereRef('written.prospectId', '=', 'prospects.id')
            .whereRef('written.createdAt', '>', 'reply.receivedAt'),
        ),
      ),
    );

/**
 * Prospects with no exchange since `cutoff` (public-site §9, docs/decisions/0436-retention-last-exchange.md): added
 * before it, and since then no e-mail written to them or received from them, and no step in the pipeline.
 */
const noExchangeSince = (cutoff: string) => (eb: ExpressionBuilder<DB, 'prospects'>) =>
  eb.and([
    eb('prospects.dateAjout', '<', cutoff),
    eb.not(eb.exists(eb.selectFrom('prospectEmails').select('prospectEmails.id').whereRef('prospectEmails.prospectId', '=', 'prospects.id').where('prospectEmails.createdAt', '>=', cutoff))),
    eb.not(
      eb.exists(
        eb
          .selectFrom('prospectEmailReplies')
          .select('prospectEmailReplies.id')
          .whereRef('prospectEmailReplies.prospectId', '=', 'prospects.id')
          .where('prospectEmailReplies.receivedAt', '>=', cutoff)
          // A program's answer is no exchange with the person (0557).
          .where('prospectEmailReplies.automatic', '=', 0),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('prospectActivities')
          .select('prospectActivities.id')
          .whereRef('prospectActivities.prospectId', '=', 'prospects.id')
          .where('prospectActivities.kind', '=', 'status')
          .where('prospectActivities.createdAt', '>=', cutoff),
      ),
    ),
  ]);

/** Every query on the prospects table: the search column is written here each time a searched field changes. */
export function prospectsRepository(db: Database, tuning: SearchTuning = defaultSearchTuning) {
  const { filtered, planOf } = searchRepository(db, tuning);

  const count = async (source?: string): Promise<number> => {
    let query = db.selectFrom('prospects').select((eb) => eb.fn.countAll<number>().as('n'));
    if (source) query = query.where('source', '=', source);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  /** Super-assistant leads per tracking code and slot of time (a day or an hour of `date_ajout`), added in [since, until). */
  const campaignLeadsBy = async (slot: RawBuilder<string | number>, codes: string[], since: string, until: string) => {
    if (codes.length === 0) return [];
    // A campaign view reads every campaign's leads at once: on the checkpoint worker, as its visits (0568).
    return readAllOffLoop(
      db,
      db
        .selectFrom('prospects')
        .select((eb) => ['campaignCode', slot.as('slot'), eb.fn.countAll<string | number>().as('n')])
        .where(isOneOf(db.dialect, 'campaign_code', codes))
        .where('inboxRequestId', 'is', null)
        .where('dateAjout', '>=', since)
        .where('dateAjout', '<', until)
        // By its name: PostgreSQL would not see the expression's parameter in the grouping as the same one.
        .groupBy(['campaignCode', sql.ref('slot')])
        .compile(),
    );
  };

  const searchable = (values: Partial<SearchableProspect>, base: SearchableProspect = blank): SearchableProspect => ({
    nom: values.nom ?? base.nom,
    prenom: values.prenom ?? base.prenom,
    email: values.email ?? base.email,
    telephone: values.telephone ?? base.telephone,
    entreprise: values.entreprise ?? base.entreprise,
  });

  return {
    async page({ page, limit, sortField, sortOrder, search, label }: ProspectListOptions) {
      const parsed = prospectSearchOf(search, db.dialect);
      const offset = (page - 1) * limit;
      const column = sortColumns[sortField];
      // Prospects nobody has valued or dated come last whichever the order, on both databases (their defaults differ).
      const sorted = <O>(query: SelectQueryBuilder<DB, 'prospects', O>) =>
        (column === 'estimatedValue' || column === 'expectedCloseAt' ? query.orderBy(column, (ob) => (sortOrder === 'asc' ? ob.asc() : ob.desc()).nullsLast()) : query.orderBy(column, sortOrder)).orderBy('id', sortOrder);
      if (label) {
        // A label keeps a list to a campaign's or a theme's few prospects: counted and read directly, without the search's plans.
        const labelled = withLabel(filtered(parsed), label);
        const total = Number((await labelled.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
        const rows = offset >= total ? [] : await sorted(labelled.selectAll()).limit(limit).offset(offset).execute();
        return { rows, total };
      }
      const { total, rare, tableRows } = await planOf(parsed);
      if (offset >= total) return { rows: [], total };
      const scan = !rare && parsed.indexed.length > 0 && scanReachesPageSooner(offset + limit, total, tableRows, tuning);
      const matching = filtered(parsed, rare ?? (scan ? 'scan' : 'index'));
      // A deep page: its ids first, from the sort column's index alone, so that only its own rows are read whole.
      const rows =
        offset === 0
          ? await sorted(matching.selectAll()).limit(limit).execute()
          : await sorted(db.selectFrom('prospects').selectAll().where('id', 'in', sorted(matching.select('id')).limit(limit).offset(offset))).execute();
      return { rows, total };
    },

    /**
     * When the latest reply of each of these prospects came, for those nobody wrote to since (0439): one statement for
     * a page of the list, apart from the search's tuned statements.
     */
    async unansweredRepliesOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('prospects')
        .select((eb) => ['id', unansweredReplyAt(eb).as('at')])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.flatMap((row) => (row.at ? [[Number(row.id), row.at] as const] : [])));
    },

    /**
     * The exported columns of matching rows in id order, a batch at a time, so an export of any size holds one
     * batch in memory. Every word is tested with `like`: each batch goes on from the last id, so the whole export
     * reads the table once, and the connection is free for other requests between batches.
     */
    async *exportBatches({ search, label }: ExportFilter, batchSize = EXPORT_BATCH): AsyncGenerator<ExportBatch> {
      const parsed = prospectSearchOf(search, db.dialect);
      const matching = label ? withLabel(filtered(parsed, 'scan'), label) : filtered(parsed, 'scan');
      let after = 0;
      for (;;) {
        const batch = await matching.select(EXPORTED_COLUMNS).where('id', '>', after).orderBy('id').limit(batchSize).execute();
        if (batch.length > 0) {
          const ids = batch.map((row) => row.id);
          const pipelines = await db.selectFrom('prospects').select(EXPORTED_PIPELINE_COLUMNS).where('id', 'in', ids).execute();
          yield { rows: batch, pipelines: new Map(pipelines.map((pipeline) => [Number(pipeline.id), pipeline])) };
        }
        if (batch.length < batchSize) return;
        after = batch[batch.length - 1]!.id;
      }
    },

    async newest(limit: number) {
      return db.selectFrom('prospects').select(['id', 'prenom', 'nom', 'entreprise', 'dateAjout']).orderBy('dateAjout', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    count,

    /** Prospects of each tracking code that did not come from an inbox request (the inbox counts those). */
    async countPerCampaignCode(codes: string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .selectFrom('prospects')
        .select((eb) => ['campaignCode', eb.fn.countAll<string | number>().as('n')])
        .where(isOneOf(db.dialect, 'campaign_code', codes))
        .where('inboxRequestId', 'is', null)
        .groupBy('campaignCode')
        .execute();
      return countsPerCode(rows);
    },

    /**
     * The estimated values of the prospects of each tracking code added in [since, until), converted requests
     * included: their sum, and the sum of those won (statut Client).
     */
    async campaignValues(codes: string[], since: string, until: string) {
      if (codes.length === 0) return [];
      const won = sql<number | string | null>`sum(case when statut = ${WON_STATUS} then estimated_value else 0 end)`;
      const rows = await db
        .selectFrom('prospects')
        .select((eb) => ['campaignCode', eb.fn.sum<number | string | null>('estimatedValue').as('value'), won.as('won')])
        .where(isOneOf(db.dialect, 'campaign_code', codes))
        .where('estimatedValue', 'is not', null)
        .where('dateAjout', '>=', since)
        .where('dateAjout', '<', until)
        .groupBy('campaignCode')
        .execute();
      return rows.map((row) => ({ code: row.campaignCode ?? '', value: Number(row.value ?? 0), won: Number(row.won ?? 0) }));
    },

    /** The deals lost in [since, until) (still 'Inactif'), per reason, with their count and estimated value. */
    async lostPerReason(since: string, until: string) {
      const rows = await readAllOffLoop(
        db,
        db
          .selectFrom('prospects')
          .select((eb) => ['lostReason', eb.fn.countAll<string | number>().as('n'), eb.fn.sum<number | string | null>('estimatedValue').as('value')])
          .where('statut', '=', LOST_STATUS)
          .where('lostAt', '>=', since)
          .where('lostAt', '<', until)
          .groupBy('lostReason')
          .compile(),
      );
      return rows.map((row) => ({ reason: row.lostReason ?? null, count: Number(row.n), value: Number(row.value ?? 0) }));
    },

    /** Super-assistant leads per tracking code and Paris day, added in [since, until); converted requests are left out. */
    async campaignLeadsPerDay(codes: string[], since: string, until: string) {
      const rows = await campaignLeadsBy(parisDayOf(db.dialect, 'date_ajout'), codes, since, until);
      return rows.map((row) => ({ code: row.campaignCode ?? '', day: String(row.slot), count: Number(row.n) }));
    },
    /** The same per hour: `hour` is the index of the hour among those of the day starting at `since` (0566). */
    async campaignLeadsPerHour(codes: string[], since: string, until: string) {
      const rows = await campaignLeadsBy(hoursSince(db.dialect, 'date_ajout', since), codes, since, until);
      return rows.map((row) => ({ code: row.campaignCode ?? '', hour: Number(row.slot), count: Number(row.n) }));
    },
    /** The super-assistant leads carrying one of the codes, added in [since, until), the newest `limit` first (0578). */
    async campaignLeads(codes: string[], since: string, until: string, limit: number) {
      if (codes.length === 0) return [];
      const rows = await db
        .selectFrom('prospects')
        .select(['id', 'prenom', 'nom', 'email', 'entreprise', 'statut', 'dateAjout', 'campaignCode'])
        .where(isOneOf(db.dialect, 'campaign_code', codes))
        .where('inboxRequestId', 'is', null)
        .where('dateAjout', '>=', since)
        .where('dateAjout', '<', until)
        .orderBy('dateAjout', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), campaignCode: row.campaignCode ?? '' }));
    },

    /** The newest prospects that carry the super assistant's details, for the improvements page. */
    async newestWithDetails(limit: number) {
      return db
        .selectFrom('prospects')
        .select(['details', 'fonction', 'leadScore', 'dateAjout'])
        .where('details', 'is not', null)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async findById(id: number, executor: Executor = db) {
      return executor.selectFrom('prospects').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async findByIds(ids: readonly number[]) {
      return ids.length === 0 ? [] : db.selectFrom('prospects').selectAll().where('id', 'in', [...ids]).execute();
    },

    /** The newest cards of one statut, for the board. */
    async ofStatus(statut: string, limit: number, owner: OwnerFilter = {}) {
      return ownedBy(db.selectFrom('prospects').where('statut', '=', statut), owner)
        .selectAll()
        .select((eb) => unansweredReplyAt(eb).as('unansweredReplyAt'))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Each statut's deals, the sum of their estimated values, how many have one and how many have no next action, for
     * the board's columns: one pass over the base, made off the event loop where the database allows it (0504).
     */
    async statusTotals(owner: OwnerFilter = {}) {
      const rows = await readAllOffLoop(
        db,
        ownedBy(db.selectFrom('prospects'), owner)
          .select((eb) => [
            'statut',
            eb.fn.countAll<number | string>().as('n'),
            eb.fn.sum<number | string | null>('estimatedValue').as('value'),
            eb.fn.count<number | string>('estimatedValue').as('valued'),
            sql<number | string | null>`sum(case when next_action_at is null then 1 else 0 end)`.as('unplanned'),
          ])
          .groupBy('statut')
          .compile(),
      );
      return new Map(rows.map((row) => [row.statut, { total: Number(row.n), value: Number(row.value ?? 0), valued: Number(row.valued), unplanned: Number(row.unplanned ?? 0) }]));
    },

    /** The deals won in [since, until) (instants) and still Client: their count and the sum of their estimated values. */
    async wonBetween(since: string, until: string) {
      const row = await db
        .selectFrom('prospects')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string | null>('estimatedValue').as('value')])
        .where('statut', '=', WON_STATUS)
        .where('wonAt', '>=', since)
        .where('wonAt', '<', until)
        .executeTakeFirstOrThrow();
      return { total: Number(row.n), value: Number(row.value ?? 0) };
    },

    /** The deals won or lost since the instant `since` (still Client or Inactif) per source, and how many were won. */
    async decidedPerSource(since: string) {
      const rows = await readAllOffLoop(
        db,
        db
          .selectFrom('prospects')
          .select((eb) => ['source', eb.fn.countAll<number | string>().as('decided'), sql<number | string>`sum(case when statut = ${WON_STATUS} then 1 else 0 end)`.as('won')])
          .where('statut', 'in', CLOSED_STATUSES)
          .where(sql<string>`coalesce(won_at, lost_at)`, '>=', since)
          .groupBy('source')
          .compile(),
      );
      return rows.map((row) => ({ source: row.source, decided: Number(row.decided), won: Number(row.won) }));
    },

    /** The deals won since the instant `since` and still Client: the instant each was added and the one it was won. */
    async wonSince(since: string) {
      const rows = await readAllOffLoop(db, db.selectFrom('prospects').select(['dateAjout', 'wonAt']).where('statut', '=', WON_STATUS).where('wonAt', '>=', since).compile());
      return rows.map((row) => ({ addedAt: row.dateAjout, wonAt: row.wonAt as string }));
    },

    /** Open deals expected to close on a day of [from, until) ('AAAA-MM-JJ'), and those whose day fell before `today`. */
    async closingBetween(from: string, until: string, today: string) {
      const row = await db
        .selectFrom('prospects')
        .select([
          sql<number | string | null>`sum(case when expected_close_at >= ${from} and expected_close_at < ${until} then 1 else 0 end)`.as('n'),
          sql<number | string | null>`sum(case when expected_close_at >= ${from} and expected_close_at < ${until} then estimated_value else 0 end)`.as('value'),
          sql<number | string | null>`sum(case when expected_close_at < ${today} then 1 else 0 end)`.as('overdue'),
        ])
        .where('statut', 'not in', CLOSED_STATUSES)
        .where('expectedCloseAt', 'is not', null)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n ?? 0), value: Number(row.value ?? 0), overdue: Number(row.overdue ?? 0) };
    },

    /** Open deals of one owner, and those without any: the counts of the board's views. */
    async openByOwner(username: string) {
      const row = await readOneOffLoop(
        db,
        db
          .selectFrom('prospects')
          .select([
            sql<number | string | null>`sum(case when owner = ${username} then 1 else 0 end)`.as('mine'),
            sql<number | string | null>`sum(case when owner is null then 1 else 0 end)`.as('unassigned'),
          ])
          .where('statut', 'not in', CLOSED_STATUSES)
          .compile(),
      );
      return { mine: Number(row?.mine ?? 0), unassigned: Number(row?.unassigned ?? 0) };
    },

    /**
     * Open deals by expected close: those whose day fell before `today`, and those of each month ('AAAA-MM') from
     * `today` until `until` (excluded); and the deals won since the instant `wonSince`; each with its count and the
     * sum of its estimated values.
     */
    async forecast(today: string, until: string, wonSince: string, owner: OwnerFilter = {}) {
      const open = ownedBy(db.selectFrom('prospects').where('statut', 'not in', CLOSED_STATUSES).where('expectedCloseAt', 'is not', null), owner);
      const won = ownedBy(db.selectFrom('prospects').where('statut', '=', WON_STATUS).where('wonAt', '>=', wonSince), owner);
      const month = sql<string>`substr(expected_close_at, 1, 7)`;
      const sums = (eb: ExpressionBuilder<DB, 'prospects'>) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string | null>('estimatedValue').as('value'),
        eb.fn.count<number | string>('estimatedValue').as('valued'),
      ];
      const [wonRow, overdue, months] = await Promise.all([
        readOneOffLoop(db, won.select(sums).compile()),
        readOneOffLoop(db, open.select(sums).where('expectedCloseAt', '<', today).compile()),
        readAllOffLoop(db, open.select((eb) => [month.as('month'), ...sums(eb)]).where('expectedCloseAt', '>=', today).where('expectedCloseAt', '<', until).groupBy(month).compile()),
      ]);
      const sumOf = (row?: { n: number | string; value: number | string | null; valued: number | string }) => ({ count: Number(row?.n ?? 0), value: Number(row?.value ?? 0), valued: Number(row?.valued ?? 0) });
      return { won: sumOf(wonRow), overdue: sumOf(overdue), months: months.map((row) => ({ month: row.month, ...sumOf(row) })) };
    },

    /** The estimated value of the deals won from the instant `wonSince` (until `wonUntil`, excluded), per owner (those without one left out). */
    async wonPerOwner(wonSince: string, wonUntil?: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('prospects')
        .select((eb) => ['owner', eb.fn.sum<number | string | null>('estimatedValue').as('value')])
        .where('statut', '=', WON_STATUS)
        .where('wonAt', '>=', wonSince)
        .$if(wonUntil !== undefined, (qb) => qb.where('wonAt', '<', wonUntil!))
        .where('owner', 'is not', null)
        .groupBy('owner')
        .execute();
      return new Map(rows.map((row) => [row.owner as string, Number(row.value ?? 0)]));
    },

    /**
     * Open prospects whose next action falls before `day` (YYYY-MM-DD), or on it too with `through: 'included'`,
     * the oldest first, with how many there are and how many of them fell before `day`.
     */
    async followUps(day: string, through: 'excluded' | 'included', limit: number, owner?: string | null) {
      const query = db
        .selectFrom('prospects')
        .where('nextActionAt', 'is not', null)
        .where('nextActionAt', through === 'included' ? '<=' : '<', day)
        .where('statut', 'not in', CLOSED_STATUSES)
        .$call((qb) => ownedBy(qb, ownerFilter(owner)));
      const overdue = sql<number | string>`sum(case when next_action_at < ${day} then 1 else 0 end)`;
      const [rows, counts] = await Promise.all([
        query.selectAll().orderBy('nextActionAt').orderBy(sql`coalesce(next_action_time, '')`).orderBy('id').limit(limit).execute(),
        // Thousands of follow-ups due on a large base: counted off the event loop where the database allows it (0499).
        readOneOffLoop(db, query.select((eb) => [eb.fn.countAll<number | string>().as('n'), overdue.as('overdue')]).compile()),
      ]);
      return { rows, total: Number(counts?.n ?? 0), overdue: Number(counts?.overdue ?? 0) };
    },

    /**
     * The open deals `owner` has a next action on from `fromDay` (YYYY-MM-DD) on, through `throughDay` when given,
     * the soonest first, those of the whole day before those at an hour (0474, 0479); of nobody for a null `owner` (0481).
     */
    async nextActionsOf(owner: string | null, fromDay: string, limit: number, throughDay?: string) {
      return db
        .selectFrom('prospects')
        .selectAll()
        .$call((qb) => ownedBy(qb, ownerFilter(owner)))
        .where('nextActionAt', '>=', fromDay)
        .$if(throughDay !== undefined, (qb) => qb.where('nextActionAt', '<=', throughDay!))
        .where('statut', 'not in', CLOSED_STATUSES)
        .orderBy('nextActionAt')
        .orderBy(sql`coalesce(next_action_time, '')`)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * Open deals with an owner whose next action falls on `day` at an hour from `fromTime` to `toTime` ('HH:MM'), the
     * soonest first, for the e-mail reminders (docs/decisions/0494-action-reminder-emails.md).
     */
    async timedActionsOn(day: string, fromTime: string, toTime: string, limit: number) {
      return db
        .selectFrom('prospects')
        .selectAll()
        .where('owner', 'is not', null)
        .where('owner', '!=', '')
        .where('nextActionAt', '=', day)
        .where('nextActionTime', '>=', fromTime)
        .where('nextActionTime', '<=', toTime)
        .where('statut', 'not in', CLOSED_STATUSES)
        .orderBy('nextActionTime')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Prospects whose latest reply was not answered since (0439), the longest waiting first, and how many. */
    async awaitingAnswer(limit: number, owner?: string) {
      const awaiting = db
        .selectFrom('prospects')
        // Only a prospect that replied can wait: read from the replies' index, not the whole base row by row.
        .where('id', 'in', db.selectFrom('prospectEmailReplies').select('prospectId'))
        .where((eb) => eb(unansweredReplyAt(eb), 'is not', null))
        .$if(owner !== undefined, (qb) => qb.where('owner', '=', owner!));
      const [rows, total] = await Promise.all([
        awaiting
          .selectAll()
          .select((eb) => unansweredReplyAt(eb).as('unansweredReplyAt'))
          .orderBy('unansweredReplyAt')
          .orderBy('id')
          .limit(limit)
          .execute(),
        awaiting.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** Prospects added since `since`, per Paris day and source, for the dashboard trend. */
    async addedPerDay(since: string) {
      const day = parisDayOf(db.dialect, 'date_ajout');
      const rows = await readAllOffLoop(
        db,
        db
          .selectFrom('prospects')
          .select([day.as('day'), 'source', (eb) => eb.fn.countAll<number>().as('n')])
          .where('dateAjout', '>=', since)
          .where('inboxRequestId', 'is', null)
          .groupBy([day, 'source'])
          .compile(),
      );
      return rows.map((row) => ({ day: String(row.day), source: row.source, count: Number(row.n) }));
    },

    async findByInboxRequest(requestId: number) {
      return db.selectFrom('prospects').selectAll().where('inboxRequestId', '=', requestId).executeTakeFirst();
    },

    /** Case-insensitive: 'Marie@X.fr' and 'marie@x.fr' are one person. */
    async findByEmail(email: string, executor: Executor = db) {
      return executor
        .selectFrom('prospects')
        .selectAll()
        .where(sql`lower(email)`, '=', email.trim().toLowerCase())
        .orderBy('id')
        .execute();
    },

    /**
     * The other prospects that may be this one (a stored one, or one being typed, without an id): the same e-mail
     * address in any case, or the same phone number and last name (domain/prospects/phone-key.ts), in the order
     * they were added.
     */
    async possibleDuplicatesOf(row: Pick<ProspectRow, 'email' | 'telephone' | 'nom'> & { id?: number }) {
      const address = row.email.trim().toLowerCase();
      const key = phoneKey(row.telephone);
      if (!address && !key) return [];
      const candidates = await db
        .selectFrom('prospects')
        .selectAll()
        .$if(row.id !== undefined, (query) => query.where('id', '!=', row.id ?? 0))
        .where((eb) => eb.or([...(address ? [eb(sql`lower(email)`, '=', address)] : []), ...(key ? [eb('phoneKey', '=', key)] : [])]))
        .orderBy('id')
        .execute();
      return candidates.filter((other) => (address && other.email.trim().toLowerCase() === address) || samePersonByPhone(row, other));
    },

    /**
     * The groups of prospects that may be one person (docs/decisions/0428-duplicate-groups.md,
     * docs/decisions/0430-phone-duplicates.md): those sharing an e-mail address in any case, then those sharing
     * a phone number and last name unless they also share one address (that group says it already). The group
     * with the newest prospect first, at most `limit`, each with its prospects in the order they were added; and
     * how many groups there are.
     */
    async duplicateGroups(limit: number) {
      const address = sql<string>`lower(email)`;
      // Every address of the base grouped: off the event loop where the database allows it (0505).
      const byAddress = await readAllOffLoop(
        db,
        db
          .selectFrom('prospects')
          .select([address.as('address'), (eb) => eb.fn.max('id').as('newest')])
          .where('email', '!=', '')
          .groupBy(address)
          .having((eb) => eb.fn.countAll(), '>', 1)
          .compile(),
      );
      const sharedKeys = db.selectFrom('prospects').select('phoneKey').where('phoneKey', '!=', '').groupBy('phoneKey').having((eb) => eb.fn.countAll(), '>', 1);
      const sharingPhones = await db.selectFrom('prospects').selectAll().where('phoneKey', 'in', sharedKeys).orderBy('id').execute();
      const byPhone = phoneGroupsOf(sharingPhones);
      const groups = [
        ...byAddress.map((group) => ({ email: group.address, phone: '', newest: Number(group.newest), rows: [] as ProspectRow[] })),
        ...byPhone.map((rows) => ({ email: '', phone: rows.at(-1)?.telephone ?? '', newest: Number(rows.at(-1)?.id), rows })),
      ].sort((a, b) => b.newest - a.newest);
      const shown = groups.slice(0, limit);
      const addresses = shown.filter((group) => group.email).map((group) => group.email);
      const rows = addresses.length ? await db.selectFrom('prospects').selectAll().select(address.as('address')).where(address, 'in', addresses).orderBy('id').execute() : [];
      return {
        total: groups.length,
        groups: shown.map(({ email, phone, rows: phoneRows }) => ({ email, phone, rows: email ? rows.filter((row) => row.address === email) : phoneRows })),
      };
    },

    async insert(prospect: NewProspect, executor: Executor = db): Promise<number> {
      const row = await executor
        .insertInto('prospects')
        .values({ ...prospect, searchText: searchTextOf(searchable(prospect)), ...phoneKeyOf(prospect.telephone) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /**
     * Stores a new prospect; one whose `submissionId` is already stored (the visitor's browser sent the lead again
     * after losing the answer) is that prospect, found instead of stored twice.
     */
    async insertOnce(prospect: NewProspect, executor: Executor = db): Promise<{ id: number; created: boolean }> {
      const row = await executor
        .insertInto('prospects')
        .values({ ...prospect, searchText: searchTextOf(searchable(prospect)), ...phoneKeyOf(prospect.telephone) })
        .onConflict((conflict) => conflict.column('submissionId').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) return { id: Number(row.id), created: true };
      const stored = await executor.selectFrom('prospects').select('id').where('submissionId', '=', prospect.submissionId ?? '').executeTakeFirstOrThrow();
      return { id: Number(stored.id), created: false };
    },

    /** The super-assistant leads whose arrival e-mails a stopped server left undone by `now`, each taken by this instance (0546). */
    async claimInterruptedArrivals(now: string, nextDue: string, limit: number) {
      const ids = await claimInterruptedArrivals(db, 'prospects', now, nextDue, limit);
      return ids.length ? db.selectFrom('prospects').selectAll().where('id', 'in', ids).orderBy('id').execute() : [];
    },
    /** The arrival e-mails of lead `id` done (0546). */
    arrivalsDone: (id: number, executor: Executor = db) => arrivalsDone(executor, 'prospects', [id]),

    async update(current: ProspectRow, changes: ProspectChanges, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable('prospects')
        .set({
          ...changes,
          searchText: searchTextOf(searchable(changes as Partial<SearchableProspect>, current)),
          ...(changes.telephone === undefined ? {} : { phoneKey: phoneKey(changes.telephone ?? '') }),
        })
        .where('id', '=', current.id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Clears the next action `day`/`label` if it is still the prospect's, in one statement (two clicks complete it
     * once; one changed meanwhile is left as it is); false otherwise.
     */
    async completeNextAction(id: number, day: string, label: string, at: string, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable('prospects')
        .set({ nextActionAt: null, nextActionLabel: '', nextActionTime: null, nextActionType: null, updatedAt: at })
        .where('id', '=', id)
        .where('nextActionAt', '=', day)
        .where('nextActionLabel', '=', label)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The prospect was written to: contacted from now on. */
    async markContacted(id: number, at: string): Promise<void> {
      await db.updateTable('prospects').set({ isContacted: 1, updatedAt: at }).where('id', '=', id).where('isContacted', '=', 0).execute();
    },

    /** Replaces a prospect's labels, leaving its last change as it was: sorting a deal is not news of it. */
    async setLabels(id: number, labels: readonly string[]): Promise<boolean> {
      const result = await db.updateTable('prospects').set({ labels: storedLabels(labels) }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Puts `label` on each of `ids` that has room for it; answers the ids that carry it afterwards. */
    addLabel: (ids: number[], label: string) => addLabel(db, 'prospects', ids, label),
    /** Takes `label` off each of `ids`; answers the ids that exist. */
    removeLabel: (ids: number[], label: string) => removeLabel(db, 'prospects', ids, label),
    /** The stored label sets in use, one per distinct set with how many prospects carry it. */
    labelSets: () =>
      // Written out rather than bound, so that the planner sees the condition of the `prospects_labelled` index (0506).
      db.selectFrom('prospects').select(['labels', (eb) => eb.fn.countAll<number | string>().as('n')]).where(sql<boolean>`labels <> ''`).groupBy('labels').execute(),

    async remove(id: number, executor: Executor = db): Promise<boolean> {
      const result = await executor.deleteFrom('prospects').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Deletes each of `ids` in one statement, their timelines and e-mails with them; answers the ids deleted. */
    async removeMany(ids: number[]): Promise<number[]> {
      const rows = await db.deleteFrom('prospects').where('id', 'in', ids).returning('id').execute();
      return rows.map((row) => Number(row.id));
    },

    async removeByEmail(email: string): Promise<number> {
      const result = await db.deleteFrom('prospects').where(sql`lower(email)`, '=', email.trim().toLowerCase()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async countLastTouchedBefore(cutoff: string): Promise<number> {
      const row = await db.selectFrom('prospects').select((eb) => eb.fn.countAll<number>().as('n')).where(noExchangeSince(cutoff)).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async removeLastTouchedBefore(cutoff: string, executor: Executor = db): Promise<number> {
      const result = await executor.deleteFrom('prospects').where(noExchangeSince(cutoff)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    transaction: <T>(work: (executor: Executor) => Promise<T>) => db.transaction().execute(work),

    /** The table's real columns, as the database describes them (in this schema only, on PostgreSQL). */
    async columns() {
      if (db.dialect === 'sqlite') {
        const { rows } = await sql<{ name: string; type: string; notnull: number; dfltValue: unknown }>`pragma table_info(prospects)`.execute(db);
        return rows.map((c) => ({ name: c.name, type: c.type.toLowerCase(), nullable: c.notnull === 0, hasDefault: c.dfltValue !== null }));
      }
      const { rows } = await sql<{ name: string; type: string; nullable: string; fallback: string | null }>`
        select column_name as name, data_type as type, is_nullable as nullable, column_default as fallback
        from information_schema.columns where table_schema = current_schema() and table_name = 'prospects'
        order by ordinal_position`.execute(db);
      return rows.map((c) => ({ name: c.name, type: c.type, nullable: c.nullable === 'YES', hasDefault: c.fallback !== null }));
    },

    async ping(): Promise<boolean> {
      return sql`select 1`.execute(db).then(
        () => true,
        () => false,
      );
    },
  };
}

/** The number's compared form, written only when there is one: the column's default is ''. */
const phoneKeyOf = (telephone: string | undefined) => {
  const key = phoneKey(telephone ?? '');
  return key ? { phoneKey: key } : {};
};

/**
 * The prospects sharing a phone number grouped by person (the same last name too), each group of two or more
 * whose members do not all share one e-mail address: that group is listed by its address already.
 */
function phoneGroupsOf(rows: ProspectRow[]): ProspectRow[][] {
  const groups: ProspectRow[][] = [];
  for (const row of rows) {
    const group = groups.find(([first]) => first && samePersonByPhone(first, row));
    if (group) group.push(row);
    else groups.push([row]);
  }
  const oneAddress = (group: ProspectRow[]) => new Set(group.map((row) => row.email.trim().toLowerCase())).size === 1 && group[0]?.email.trim() !== '';
  return groups.filter((group) => group.length > 1 && !oneAddress(group));
}

const blank: SearchableProspect = { nom: '', prenom: '', email: '', telephone: '', entreprise: '' };

export type ProspectsRepository = ReturnType<typeof prospectsRepository>;
