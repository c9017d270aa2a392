import type { RequestSource } from './inbox';
import { siteConfig } from './site-config';
import { z } from './validation/zod';
import { DAY_MS } from './calendar-day';
import { shareOf } from './percent';
import { formatNumber } from './numbers';
import { frenchDateFormat } from './french-dates';

// The visitors' satisfaction once their request is processed (Chatwoot's CSAT, docs/decisions/0487-satisfaction-surveys.md).

/** How long the link of a survey can be answered. */
export const SURVEY_VALID_DAYS = 30;
/** Requests processed this long ago at most are surveyed: turning the survey on does not reach an older backlog. */
export const SURVEY_WINDOW_HOURS = 24;
/** The longest comment a visitor may leave. */
export const SURVEY_COMMENT_MAX = 1000;
/** The span of the back-office's summary, in days. */
export const SATISFACTION_SUMMARY_DAYS = 30;

/** The five notes, the lowest first, each with the words a visitor reads beside it. */
export const SATISFACTION_RATINGS = [
  { value: 1, label: 'Très déçu' },
  { value: 2, label: 'Déçu' },
  { value: 3, label: 'Correct' },
  { value: 4, label: 'Satisfait' },
  { value: 5, label: 'Très satisfait' },
] as const;

export const ratingLabel = (rating: number) => SATISFACTION_RATINGS.find((choice) => choice.value === rating)?.label ?? '';

export const satisfactionMessages = {
  rating: 'Choisissez une note de 1 à 5',
  comment: `Le commentaire doit contenir ${formatNumber(SURVEY_COMMENT_MAX)} caractères au plus`,
  invalid: `Ce lien d’avis n’est pas valable ou a expiré : il sert pendant ${SURVEY_VALID_DAYS} jours.`,
  /** Above the form again, filled with the note given, once the link was answered (Chatwoot lets a rating be changed). */
  answered: (answeredOn: string, until: string) => `Votre avis du ${answeredOn} est enregistré : merci ! Vous pouvez le changer ci-dessous jusqu’au ${until}.`,
  change: 'Modifier mon avis',
  thanks: 'Merci pour votre avis !',
  changed: 'Votre avis est modifié : merci !',
  thanksDetail: 'Il est transmis à l’équipe qui a traité votre demande.',
} as const;

/** What the survey's page posts: a note from 1 to 5 and, if the visitor wishes, a comment. */
export const satisfactionAnswerSchema = z.object({
  note: z
    .string({ error: satisfactionMessages.rating })
    .regex(/^[1-5]$/, satisfactionMessages.rating)
    .transform(Number),
  commentaire: z.string({ error: satisfactionMessages.comment }).trim().max(SURVEY_COMMENT_MAX, satisfactionMessages.comment).optional().default(''),
});
export type SatisfactionAnswer = z.output<typeof satisfactionAnswerSchema>;

/** A processed request as its survey names it. */
export interface SurveyedRequest {
  source: RequestSource;
  name: string;
  createdAt: string;
}

const day = frenchDateFormat({ timeZone: 'Europe/Paris', day: 'numeric', month: 'long' });
/** '1er décembre': a day as the survey's e-mail and page say it, in Paris time. */
export const surveyDay = (at: string | Date) => day(new Date(at));
/** The last day a survey sent at `sentAt` can be answered or changed. */
export const surveyValidUntil = (sentAt: string) => new Date(new Date(sentAt).getTime() + SURVEY_VALID_DAYS * DAY_MS);
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * The e-mail that asks a visitor for their note once their request is processed. Like the acknowledgement, it repeats
 * nothing the visitor wrote but the first name, so that a form cannot send someone else a text of its choice.
 */
export function surveyMail(request: SurveyedRequest, link: string, publicUrl: string) {
  const what = request.source === 'callback' ? 'votre demande de rappel' : 'votre message';
  const lines = [
    `Bonjour ${firstName(request.name)},`,
    '',
    `Nous avons traité ${what} du ${surveyDay(request.createdAt)}. Comment s’est passé cet échange ?`,
    '',
    `Donnez-nous une note de 1 à 5, en un clic : ${link}`,
    '',
    'Cela prend dix secondes.',
    `Le lien reste valable ${SURVEY_VALID_DAYS} jours, pour donner votre note ou la changer.`,
    '',
    `L’équipe ${siteConfig.name}`,
    publicUrl,
  ];
  return { subject: 'Votre avis sur notre échange', text: lines.join('\n') };
}

/** The survey's address: the secret in the path, which the server's log and the deployment's leave out. */
export const SURVEY_PATH = '/avis';
export const surveyLink = (publicUrl: string, token: string) => `${publicUrl}${SURVEY_PATH}/${token}`;
export const withoutSurveySecret = (url: string) => url.replace(/^\/avis\/[^/?#]+/, '/avis/…');

/** '4,6/5': an average note the French way. */
export const averageLabel = (average: number) => `${formatNumber(average, 1)}/5`;

/** The notes that count as satisfied (Chatwoot's positive ratings): 4 and 5. */
export const SATISFIED_FROM = 4;

/** The share of the answers that are satisfied, from 0 to 1 (Chatwoot's satisfaction score); null without an answer. */
export function satisfiedShare(distribution: readonly { rating: number; count: number }[]): number | null {
  const answered = distribution.reduce((sum, note) => sum + note.count, 0);
  const satisfied = distribution.filter((note) => note.rating >= SATISFIED_FROM).reduce((sum, note) => sum + note.count, 0);
  return shareOf(satisfied, answered);
}
