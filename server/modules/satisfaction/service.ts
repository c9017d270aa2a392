import type { FastifyBaseLogger } from 'fastify';
import {
  SATISFACTION_RATINGS,
  SURVEY_VALID_DAYS,
  SURVEY_WINDOW_HOURS,
  ratingLabel,
  surveyLink,
  surveyMail,
  type SatisfactionAnswer,
} from '../../../domain/satisfaction';
import { nextEmailAttemptAt } from '../../../domain/email-retry';
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import type { Job } from '../jobs/job-runner';
import { requestsService } from '../requests/service';
import { settingsService } from '../settings/service';
import { surveysRepository } from './repository';
import { DAY_MS } from '../../../domain/calendar-day';

const HOUR_MS = 3_600_000;
/** Surveys sent in one look at most; the next look takes the rest. */
const SURVEYS_PER_LOOK = 100;
const LATEST_COMMENTS = 10;

/** A survey's link that can be answered: its answer so far, if any, and when it was sent. */
export interface OpenSurvey {
  sentAt: string;
  answer: { rating: number; comment: string; answeredAt: string } | null;
}

const validSince = (now: Date) => new Date(now.getTime() - SURVEY_VALID_DAYS * DAY_MS).toISOString();
const numberOf = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * The visitors' satisfaction (Chatwoot's CSAT, docs/decisions/0487-satisfaction-surveys.md): once a request with an
 * address is processed, its person gets one e-mail asking for a note; the survey is stored before the e-mail leaves,
 * its link carries a secret whose hash alone is kept, and the answer can be changed while the link is valid.
 */
export function satisfactionService(db: Database, mailer: Mailer, publicUrl: string, log: FastifyBaseLogger) {
  const surveys = surveysRepository(db);
  const requests = requestsService(db);
  const settings = settingsService(db);

  /** The survey behind a link, null when there is none (unknown, expired). */
  const surveyOf = async (token: string, now: Date): Promise<OpenSurvey | null> => {
    const survey = await surveys.findValid(hashToken(token), validSince(now));
    if (!survey) return null;
    const answer = survey.answeredAt && survey.rating !== null ? { rating: Number(survey.rating), comment: survey.comment, answeredAt: survey.answeredAt } : null;
    return { sentAt: survey.sentAt, answer };
  };

  const deliveryOf = (delivered: boolean) => (!delivered ? 'failed' : mailer.smtpConfigured ? 'sent' : 'logged');

  /**
   * The refused surveys due for another try, each sent once under a new link (0545), on the schedule of every e-mail
   * tried again; those a stopped server left 'sending' first. Given up a day after the first try, logged. How many left.
   */
  const retryDue = async (now: Date): Promise<number> => {
    const interrupted = await surveys.recoverInterrupted(now.toISOString());
    if (interrupted) log.warn({ count: interrupted }, 'Envois d’enquêtes interrompus (serveur arrêté pendant l’envoi) : marqués en échec');
    let sent = 0;
    for (const requestId of await surveys.dueRetries(now.toISOString(), SURVEYS_PER_LOOK)) {
      const link = newSecretToken();
      const claimed = await surveys.claimFailed(requestId, link.hash, now);
      if (!claimed) continue;
      const request = await requests.find(requestId);
      const delivered = request?.email
        ? await mailer.notify({ to: request.email, replyTo: mailer.agencyAddress, ...surveyMail(request, surveyLink(publicUrl, link.token), publicUrl) })
        : false;
      const next = delivered || !request?.email ? null : nextEmailAttemptAt(claimed.sentAt, Number(claimed.deliveryAttempts), now);
      await surveys.setDelivery(requestId, deliveryOf(delivered), next);
      if (delivered) sent += 1;
      else if (!next) log.error({ requestId }, 'Enquête de satisfaction abandonnée : refusée pendant 24 heures');
    }
    return sent;
  };

  return {
    /**
     * The requests processed within the last SURVEY_WINDOW_HOURS without a survey get theirs, while the setting is on;
     * then the refused ones due are tried again (0545). How many left.
     */
    async sendDue(now: Date): Promise<number> {
      if (!(await settings.current()).satisfactionSurvey) return 0;
      const processed = await requests.processedBetween(new Date(now.getTime() - SURVEY_WINDOW_HOURS * HOUR_MS), new Date(now.getTime() + 1), SURVEYS_PER_LOOK);
      const done = await surveys.surveyed(processed.map((request) => request.id));
      let sent = 0;
      for (const request of processed.filter((candidate) => !done.has(candidate.id))) {
        const link = newSecretToken();
        if (!(await surveys.insertOnce({ requestId: request.id, tokenHash: link.hash, person: request.assignee ?? request.processedBy, sentAt: now.toISOString() }))) continue;
        const mail = surveyMail(request, surveyLink(publicUrl, link.token), publicUrl);
        const delivered = await mailer.notify({ to: request.email, replyTo: mailer.agencyAddress, subject: mail.subject, text: mail.text });
        // Refused, it is tried again by this job (0545), the first time 30 s from now.
        await surveys.setDelivery(request.id, deliveryOf(delivered), delivered ? null : nextEmailAttemptAt(now.toISOString(), 1, now));
        if (!delivered) log.warn({ requestId: request.id }, 'Enquête de satisfaction non partie');
        sent += 1;
      }
      return sent + (await retryDue(now));
    },

    surveyOf,

    /**
     * Records a note and comment: the first answer, or a change of the one given while the link is valid (Chatwoot's
     * rating can be updated, docs/decisions/0490-survey-answer-changed.md); 'invalid' without a valid survey.
     */
    async answer(token: string, input: SatisfactionAnswer, now = new Date()): Promise<'recorded' | 'changed' | 'invalid'> {
      const answer = (changing: boolean) => surveys.answer(hashToken(token), validSince(now), input.note, input.commentaire, now.toISOString(), changing);
      if (await answer(false)) return 'recorded';
      if (await answer(true)) return 'changed';
      return 'invalid';
    },

    /** A request's survey as its record shows it, null without one. */
    async ofRequest(requestId: number) {
      const survey = await surveys.ofRequest(requestId);
      if (!survey) return null;
      const rating = numberOf(survey.rating);
      return {
        sentAt: survey.sentAt,
        delivery: survey.delivery,
        rating,
        ratingLabel: rating === null ? '' : ratingLabel(rating),
        comment: survey.comment,
        answeredAt: survey.answeredAt,
        retryAt: survey.delivery === 'failed' ? survey.retryAt : null,
      };
    },

    /** The surveys sent over the last `days` days: answered, the average note and each note's count, per person, the latest comments. */
    async summary(days: number, now = new Date()) {
      const since = new Date(now.getTime() - days * DAY_MS).toISOString();
      const [{ totals, notes, people }, comments] = await Promise.all([surveys.summarySince(since), surveys.latestComments(since, LATEST_COMMENTS)]);
      const counts = new Map(notes.map((note) => [Number(note.rating), Number(note.n)]));
      return {
        days,
        sent: Number(totals.sent),
        answered: Number(totals.answered),
        average: rounded(numberOf(totals.average)),
        distribution: SATISFACTION_RATINGS.map((choice) => ({ rating: choice.value, label: choice.label, count: counts.get(choice.value) ?? 0 })),
        byPerson: people
          .map((row) => ({ person: row.person || null, answered: Number(row.answered), average: rounded(numberOf(row.average)) ?? 0 }))
          .sort((a, b) => b.answered - a.answered || (a.person ?? '').localeCompare(b.person ?? '')),
        latest: comments.map((row) => ({ requestId: Number(row.requestId), rating: Number(row.rating), comment: row.comment, answeredAt: row.answeredAt as string, person: row.person })),
      };
    },
  };
}

/** The surveys of a person's requests as their data export gives them (GDPR access, public-site §9); erased with the requests. */
export async function surveysOfRequests(db: Database, requestIds: number[]) {
  return (await surveysRepository(db).ofRequests(requestIds)).map((row) => ({ ...row, requestId: Number(row.requestId), rating: numberOf(row.rating) }));
}

export const SATISFACTION_SURVEYS_JOB = 'satisfaction-surveys';

/** Each minute, once across the instances, the requests just processed get their survey (0487), a refused one another try (0545). */
export const satisfactionSurveysJob = (service: Pick<ReturnType<typeof satisfactionService>, 'sendDue'>): Job => ({
  name: SATISFACTION_SURVEYS_JOB,
  intervalMs: 60_000,
  run: async (now) => {
    await service.sendDue(now);
  },
});
