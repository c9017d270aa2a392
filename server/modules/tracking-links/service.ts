import { randomInt } from 'node:crypto';
import {
  CLICK_HISTORY_DAYS,
  foldForSearch,
  slugFormatProblem,
  trackingLinkMessages,
  trackingLinkUrl,
  type ClickHistory,
  type TrackingLink,
  type TrackingLinkInput,
  type TrackingStatistics,
} from '../../../domain/tracking-links';
import { destinationMessages, hostAllowed, parseDestination } from '../../../domain/tracking-link-destination';
import type { Database } from '../../db/database';
import { ApiError, fieldRefusal } from '../../lib/api-error';
import { groupCommit } from '../../lib/group-commit';
import { prospectsService } from '../prospects/service';
import { requestsService } from '../requests/service';
import { redirectDomainsService } from '../settings/redirect-domains';
import { trackingLinksRepository, type TrackingLinkRow, type VisitKind } from './repository';
import { visitsRepository, type Visit } from './visits-repository';
import { addDays } from '../../../domain/calendar-day';
import { parisToday } from '../../../domain/paris-time';

const slugTaken = () => fieldRefusal(409, 'slug', trackingLinkMessages.slugTaken);

export type { TrackingLinkRow, VisitKind };

// No 0/O or 1/l/I: a code read aloud or copied from print stays unambiguous.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 8;
/** Bounds one transaction; a group this large only forms under far more load than the benchmark's. */
const MAX_VISITS_PER_COMMIT = 1000;

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const searchTextOf = (input: TrackingLinkInput, trackingCode: string) =>
  foldForSearch([input.clientName, input.description, input.campaign, trackingCode].join('\n'));

export function trackingLinksService(db: Database, publicUrl: string) {
  const links = trackingLinksRepository(db);
  const requests = requestsService(db);
  const prospects = prospectsService(db);
  const visitRows = visitsRepository(db);
  const allowedDomains = redirectDomainsService(db);
  const visits = groupCommit((group: Visit[]) => visitRows.recordVisits(group), MAX_VISITS_PER_COMMIT);

  const present = (row: TrackingLinkRow, leadCount: number): TrackingLink => ({
    id: row.id,
    clientName: row.clientName,
    description: row.description,
    campaign: row.campaign,
    source: row.source,
    medium: row.medium,
    trackingCode: row.trackingCode,
    clickCount: Number(row.clickCount),
    scanCount: Number(row.scanCount),
    leadCount,
    isActive: Number(row.isActive) === 1,
    destination: row.destination,
    expiresAt: row.expiresAt,
    fullUrl: trackingLinkUrl(publicUrl, row.trackingCode),
    createdAt: row.createdAt,
  });

  /** Each link with the leads that came from it, counted by the modules that own them. */
  const withLeads = async (rows: TrackingLinkRow[]): Promise<TrackingLink[]> => {
    const codes = rows.map((row) => row.trackingCode);
    const [fromInbox, fromAssistant] = await Promise.all([requests.countPerCampaignCode(codes), prospects.countPerCampaignCode(codes)]);
    return rows.map((row) => present(row, (fromInbox.get(row.trackingCode) ?? 0) + (fromAssistant.get(row.trackingCode) ?? 0)));
  };

  const found = async (row: TrackingLinkRow | undefined): Promise<TrackingLink> => {
    if (!row) throw new ApiError(404, trackingLinkMessages.notFound);
    const [link] = await withLeads([row]);
    return link as TrackingLink;
  };

  /** A destination outside this site must be on a domain allowed in the settings: no open redirect. */
  const checkDestination = async (destination: string | undefined) => {
    const parsed = parseDestination(destination ?? '');
    if (parsed?.kind === 'external' && !hostAllowed(parsed.host, await allowedDomains.current()))
      throw fieldRefusal(400, 'destination', destinationMessages.notAllowed(parsed.host));
    return parsed?.kind === 'external' ? parsed.address : destination;
  };

  /** The stored form of the optional fields: absent stays absent, so an update leaves them as they are. */
  const optionalFields = async (input: TrackingLinkInput) => ({
    ...(input.destination !== undefined ? { destination: await checkDestination(input.destination) } : {}),
    ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt).toISOString() } : {}),
  });

  const fieldsOf = (input: TrackingLinkInput, trackingCode: string) => ({
    clientName: input.clientName,
    description: input.description,
    campaign: input.campaign,
    source: input.source,
    medium: input.medium,
    searchText: searchTextOf(input, trackingCode),
  });

  return {
    async list(search: string): Promise<TrackingLink[]> {
      return withLeads(await links.list(foldForSearch(search)));
    },

    /** Whether a slug typed in the creation form may be chosen, and otherwise why not (decision 0520). */
    async slugCheck(typed: string): Promise<{ available: boolean; message: string }> {
      const slug = typed.trim().toLowerCase();
      const problem = slugFormatProblem(slug) ?? ((await links.codeExists(slug)) ? trackingLinkMessages.slugTaken : null);
      return { available: problem === null, message: problem ?? '' };
    },

    async create(input: TrackingLinkInput): Promise<TrackingLink> {
      const optional = await optionalFields(input);
      if (input.slug) {
        if (await links.codeExists(input.slug)) throw slugTaken();
        try {
          return await found(await links.insert({ ...fieldsOf(input, input.slug), ...optional, trackingCode: input.slug }, new Date().toISOString()));
        } catch (error) {
          // Two creations of the same slug at once: the unique index lets one through.
          if (await links.codeExists(input.slug)) throw slugTaken();
          throw error;
        }
      }
      let trackingCode = newCode();
      // 31^8 codes: a collision is very unlikely, and the unique index is the final guard.
      while (await links.codeExists(trackingCode)) trackingCode = newCode();
      return found(await links.insert({ ...fieldsOf(input, trackingCode), ...optional, trackingCode }, new Date().toISOString()));
    },

    async update(id: number, input: TrackingLinkInput): Promise<TrackingLink> {
      const current = await links.findById(id);
      if (!current) throw new ApiError(404, trackingLinkMessages.notFound);
      if (input.slug && input.slug !== current.trackingCode) throw new ApiError(400, trackingLinkMessages.slugFixed);
      const optional = await optionalFields(input);
      return found(await links.update(id, { ...fieldsOf(input, current.trackingCode), ...optional }, new Date().toISOString()));
    },

    /** Links by id, for the QR library; missing ids are left out. */
    async byIds(ids: number[]): Promise<TrackingLink[]> {
      return withLeads(await links.findByIds(ids));
    },

    async find(id: number): Promise<TrackingLink> {
      return found(await links.findById(id));
    },

    async toggleActive(id: number): Promise<TrackingLink> {
      return found(await links.toggleActive(id, new Date().toISOString()));
    },

    async remove(id: number): Promise<void> {
      if (!(await links.remove(id))) throw new ApiError(404, trackingLinkMessages.notFound);
    },

    statistics: (): Promise<TrackingStatistics> => links.statistics(),

    /** Clicks and scans of each of the last days, oldest first, days without visits included. */
    async history(id: number, now = new Date()): Promise<ClickHistory> {
      if (!(await links.findById(id))) throw new ApiError(404, trackingLinkMessages.notFound);
      const today = parisToday(now);
      const days = Array.from({ length: CLICK_HISTORY_DAYS }, (_, i) => addDays(today, i - (CLICK_HISTORY_DAYS - 1)));
      const counts = await links.visitsPerDay(id, days[0] as string);
      const countOf = (day: string, kind: VisitKind) => counts.find((c) => c.day === day && c.kind === kind)?.count ?? 0;
      return { days: days.map((day) => ({ day, clicks: countOf(day, 'click'), scans: countOf(day, 'scan') })) };
    },

    /**
     * Counts a visit and answers its link (nothing for an unknown or inactive code) once the transaction that
     * holds it is on disk; visits that arrive while a group is being written share the next transaction.
     * Rejects if that transaction failed: the visit was not counted.
     */
    recordVisit: (visit: Omit<Visit, 'at'>) => visits.add({ ...visit, at: new Date() }),
    findActiveByCode: (trackingCode: string) => links.findActiveByCode(trackingCode, new Date().toISOString()),
    /** The https domains destinations may use, as the settings hold them now. */
    allowedDomains: () => allowedDomains.current(),
  };
}
