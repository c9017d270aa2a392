import { actionTitle, actionWhen, frenchTime } from '../prospects/next-action';
import { parisClockTime, parisDayBounds, parisToday, parisWallClock } from '../paris-time';
import { adminLink, PIPELINE_HASH, prospectHash, requestHash } from '../admin-links';
import { sourceLabels, type RequestSource } from '../inbox';
import { dealValueLabel } from '../prospects/deal-value';
import { goalSentence } from '../prospects/sales-goal';
import { calendarDayFormat, frenchDateFormat } from '../french-dates';
import { countOf, pluralOf } from '../numbers';

/** Follow-ups listed one by one in the e-mail; past this it gives their number. */
export const DIGEST_MAX_LINES = 50;

/** A follow-up as the digest names it. */
export interface DueFollowUp {
  id: number;
  prenom: string;
  nom: string;
  entreprise: string;
  client_code: string;
  next_action_at: string | null;
  next_action_label: string;
  /** Its hour in Paris ('HH:MM'), null or left out for the whole day. */
  next_action_time?: string | null;
  /** Its kind ('appel'…), null or left out for none (docs/decisions/0488-next-action-types.md). */
  next_action_type?: string | null;
  owner: string | null;
  estimated_value: number | null;
}

/** A request set aside until the digest's day (docs/decisions/0398-inbox-snooze.md), as the digest names it. */
export interface ReturningRequest {
  id: number;
  name: string;
  company: string;
  source: RequestSource;
  /** The instant it comes back (ISO). */
  snoozedUntil: string;
  assignee: string | null;
}

/** A pending callback whose visitor chose a slot on the digest's day (docs/decisions/0478-callback-slots-in-digest.md). */
export interface CallbackSlot {
  id: number;
  name: string;
  company: string;
  phone: string;
  /** The slot (ISO). */
  preferredTime: string;
  assignee: string | null;
}

/** A waiting request whose person wrote back and was not answered since (docs/decisions/0438-unanswered-replies.md). */
export interface AwaitingRequest {
  id: number;
  name: string;
  company: string;
  source: RequestSource;
  /** When the person's reply came (ISO). */
  unansweredReplyAt: string;
  assignee: string | null;
}

/** A prospect whose latest reply was not answered since (docs/decisions/0439-prospect-replies-awaiting.md). */
export interface AwaitingProspect {
  id: number;
  prenom: string;
  nom: string;
  entreprise: string;
  client_code: string;
  owner: string | null;
  /** When its reply came (ISO). */
  unanswered_reply_at: string;
}

const longDay = calendarDayFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** The day ('AAAA-MM-JJ') and the hour (0-23) it is in Paris at `now`: the agency's working day. */
export function parisClock(now: Date): { day: string; hour: number } {
  return { day: parisToday(now), hour: parisWallClock(now.getTime()).hour };
}

/** The follow-up on one line, and the address of its record on the next. */
function line(followUp: DueFollowUp, withDay: boolean, publicUrl: string): string {
  const name = `${followUp.prenom} ${followUp.nom}`.trim() || followUp.client_code;
  const title = actionTitle(followUp.next_action_type, followUp.next_action_label);
  const parts = [
    `- ${name}${followUp.entreprise ? ` (${followUp.entreprise})` : ''}`,
    withDay && followUp.next_action_at ? ` — prévu le ${actionWhen(followUp.next_action_at, followUp.next_action_time)}` : '',
    !withDay && followUp.next_action_time ? ` — à ${frenchTime(followUp.next_action_time)}` : '',
    title ? ` : ${title}` : '',
    followUp.owner ? ` · Responsable : ${followUp.owner}` : ' · Sans responsable',
    followUp.estimated_value !== null ? ` · ${dealValueLabel(followUp.estimated_value)}` : '',
  ];
  return `${parts.join('')}\n  ${adminLink(publicUrl, prospectHash(followUp.id))}`;
}

const parisShortDay = frenchDateFormat({ timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit' });

/** The hour of an instant in Paris as the back-office writes one: '10 h 30', as an action's (0476). */
const parisTime = (at: string) => frenchTime(parisClockTime(at));

/** An inbox request on one line, its kind then `why` it is listed, and the address of its record on the next. */
function requestLine(request: Omit<ReturningRequest, 'snoozedUntil'>, why: string, publicUrl: string): string {
  const parts = [
    `- ${request.name}${request.company ? ` (${request.company})` : ''}`,
    ` — ${sourceLabels[request.source]}, ${why}`,
    request.assignee ? ` · Assignée à ${request.assignee}` : ' · Non assignée',
  ];
  return `${parts.join('')}\n  ${adminLink(publicUrl, requestHash(request.id))}`;
}

/** A request back from its snooze: its hour, and its day too when it came back on a closed day before this one. */
const returningLine = (request: ReturningRequest, day: string, publicUrl: string) => {
  const back = new Date(request.snoozedUntil);
  const onDay = parisShortDay(back) === parisShortDay(new Date(`${day}T12:00:00Z`)) ? '' : `le ${parisShortDay(back)} `;
  return requestLine(request, `de retour ${onDay}à ${parisTime(request.snoozedUntil)}`, publicUrl);
};

const slotLine = (callback: CallbackSlot, publicUrl: string) =>
  requestLine({ ...callback, source: 'callback' }, `créneau à ${parisTime(callback.preferredTime)}, au ${callback.phone}`, publicUrl);

const replyCame = (at: string) => `réponse reçue le ${parisShortDay(new Date(at))} à ${parisTime(at)}`;

/** A reply waiting for the agency's, from an inbox request or a prospect, on one line and its address on the next. */
const awaitingLine = (request: AwaitingRequest, publicUrl: string) => requestLine(request, replyCame(request.unansweredReplyAt), publicUrl);
function prospectReplyLine(prospect: AwaitingProspect, publicUrl: string): string {
  const name = `${prospect.prenom} ${prospect.nom}`.trim() || prospect.client_code;
  const parts = [
    `- ${name}${prospect.entreprise ? ` (${prospect.entreprise})` : ''}`,
    ` — Prospect, ${replyCame(prospect.unanswered_reply_at)}`,
    prospect.owner ? ` · Responsable : ${prospect.owner}` : ' · Sans responsable',
  ];
  return `${parts.join('')}\n  ${adminLink(publicUrl, prospectHash(prospect.id))}`;
}

const others = (n: number) => (n > 1 ? `${n} autres relances` : '1 autre relance');
const otherRequests = (n: number) => (n > 1 ? `${n} autres demandes` : '1 autre demande');
const otherCallbacks = (n: number) => (n > 1 ? `${n} autres rappels` : '1 autre rappel');
const otherReplies = (n: number) => (n > 1 ? `${n} autres réponses` : '1 autre réponse');

interface DigestInput {
  /** The Paris day the digest is for. */
  day: string;
  /** The first due follow-ups, the oldest first. */
  followUps: DueFollowUp[];
  /** Every follow-up due by `day`, and those of them whose day has passed. */
  total: number;
  overdueTotal: number;
  /** The site's public address, which the back-office's links start with. */
  publicUrl: string;
  hour: number;
  /** The first requests set aside until this day, the earliest first, and how many there are. */
  returning?: ReturningRequest[];
  /**
   * The first day `returning` covers: the digest goes out on the days the agency opens, so the first one after a
   * weekend or a closure lists the requests back since it began (docs/decisions/0502-digests-on-open-days.md).
   */
  since?: string;
  returningTotal?: number;
  /** The first callbacks whose visitor chose a slot this day, the earliest first, and how many there are (0478). */
  slots?: CallbackSlot[];
  slotsTotal?: number;
  /** The first requests whose person wrote back and waits for an answer, the longest waiting first, and how many. */
  awaiting?: AwaitingRequest[];
  awaitingTotal?: number;
  /** The same of the prospects, whose reply came to an e-mail of their record. */
  awaitingProspects?: AwaitingProspect[];
  awaitingProspectsTotal?: number;
  /**
   * The user whose own digest this is, listing only the deals they own and the requests assigned to them
   * (docs/decisions/0445-own-follow-up-digest.md); absent for the agency's.
   */
  owner?: string;
  /** The month's goal of the agency, or of `owner` for their own digest, and what was won towards it (0463). */
  goal?: { month: string; target: number; won: number };
}

/**
 * The morning e-mail: the follow-ups whose day has passed, then those of today, each with its prospect, what to
 * do, who follows it up and what it is worth; then the callbacks whose visitor chose a slot today, the inbox's
 * requests set aside until today, and those whose person wrote back and waits for an answer.
 */
export function followUpDigestMail(input: DigestInput) {
  const { day, followUps, total, overdueTotal, publicUrl, hour, returning = [], returningTotal = 0, slots = [], slotsTotal = 0, since = day } = input;
  const backBeforeToday = returning.some((request) => request.snoozedUntil < parisDayBounds(day).from);
  const returnedWhen = since !== day && backBeforeToday ? `depuis le ${longDay(since)}` : "aujourd'hui";
  // The replies of the inbox's people and of the prospects in one list, the longest waiting first.
  const replies = [
    ...(input.awaiting ?? []).map((request) => ({ at: request.unansweredReplyAt, line: awaitingLine(request, publicUrl) })),
    ...(input.awaitingProspects ?? []).map((prospect) => ({ at: prospect.unanswered_reply_at, line: prospectReplyLine(prospect, publicUrl) })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const repliesTotal = (input.awaitingTotal ?? 0) + (input.awaitingProspectsTotal ?? 0);
  const overdue = followUps.filter((f) => (f.next_action_at ?? day) < day);
  const today = followUps.filter((f) => (f.next_action_at ?? day) >= day);
  const overdueNote = overdueTotal > 0 ? ` (dont ${overdueTotal} en retard)` : '';
  const lines = [
    'Bonjour,',
    '',
    `Voici ${input.owner ? 'vos relances' : 'les relances'} prévues au ${longDay(day)}.`,
    ...(overdue.length ? ['', `En retard (${overdueTotal}) :`, ...overdue.map((f) => line(f, true, publicUrl))] : []),
    ...(today.length ? ['', `Aujourd'hui (${total - overdueTotal}) :`, ...today.map((f) => line(f, false, publicUrl))] : []),
    ...(total > followUps.length ? ['', `… et ${others(total - followUps.length)}, à voir dans le pipeline.`] : []),
    ...(slots.length ? ['', `Rappels demandés aujourd'hui (${slotsTotal}) :`, ...slots.map((callback) => slotLine(callback, publicUrl))] : []),
    ...(slotsTotal > slots.length ? ['', `… et ${otherCallbacks(slotsTotal - slots.length)}, à voir dans les demandes de rappel.`] : []),
    ...(returning.length
      ? ['', `Demandes reportées de retour ${returnedWhen} (${returningTotal}) :`, ...returning.map((request) => returningLine(request, day, publicUrl))]
      : []),
    ...(returningTotal > returning.length ? ['', `… et ${otherRequests(returningTotal - returning.length)}, à voir dans les demandes en attente.`] : []),
    ...(replies.length ? ['', `Réponses reçues qui attendent la vôtre (${repliesTotal}) :`, ...replies.map((reply) => reply.line)] : []),
    ...(repliesTotal > replies.length ? ['', `… et ${otherReplies(repliesTotal - replies.length)}, à voir dans les demandes en attente et le pipeline.`] : []),
    ...(input.goal ? ['', `${goalSentence(input.goal, input.owner ? { own: true } : { agency: true })}.`] : []),
    '',
    `Le pipeline : ${adminLink(publicUrl, PIPELINE_HASH)}`,
    '',
    input.owner
      ? `Vous recevez chaque jour où l’agence est ouverte, à partir de ${hour} h (heure de Paris) les relances de vos affaires, les rappels qui vous sont attribués, vos demandes reportées qui reviennent et les réponses reçues qui attendent la vôtre, parce que votre adresse est enregistrée dans Utilisateurs. Réglage : Paramètres › Notifications.`
      : `Ce récapitulatif part chaque jour où l’agence est ouverte, à partir de ${hour} h (heure de Paris) quand des relances sont prévues, que des rappels sont demandés pour la journée, que des demandes reportées reviennent ou que des réponses reçues attendent la vôtre. Réglage : Paramètres › Notifications.`,
  ];
  const about = [
    ...(total > 0 ? [`${countOf(total, 'prospect')} à relancer aujourd'hui${overdueNote}`] : []),
    ...(slotsTotal > 0 ? [`${countOf(slotsTotal, 'rappel')} ${pluralOf(slotsTotal, 'demandé')}`] : []),
    ...(returningTotal > 0 ? [`${countOf(returningTotal, 'demande')} ${pluralOf(returningTotal, 'reportée')} de retour`] : []),
    ...(repliesTotal > 0 ? [`${countOf(repliesTotal, 'réponse')} ${pluralOf(repliesTotal, 'reçue')} à traiter`] : []),
  ];
  return { subject: `[Relances] ${about.join(' · ')}`, text: lines.join('\n') };
}
