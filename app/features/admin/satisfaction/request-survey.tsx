import { ratingLabel } from '../../../../domain/satisfaction';
import { formatDateTime } from '../ui/format';
import { automaticRetryText } from '../ui/automatic-retry';
import type { RequestSurvey } from './satisfaction-api';

/**
 * What a request's person said of the exchange once it was processed (docs/decisions/0487-satisfaction-surveys.md):
 * their note and comment, or that the survey waits or did not leave.
 */
export function SurveyText({ survey }: { survey: RequestSurvey }) {
  if (survey.rating === null) {
    return (
      <span className="text-gray-300">
        {survey.delivery === 'failed' ? 'Enquête non partie' : 'Enquête envoyée'} le {formatDateTime(survey.sentAt)}
        {survey.delivery === 'failed' ? '\u00a0: vérifiez la configuration SMTP' : ', sans réponse pour l’instant'}
        {survey.delivery === 'failed' && automaticRetryText(survey.retryAt)}
      </span>
    );
  }
  return (
    <>
      <span className="font-semibold text-white">
        {survey.rating}/5 · {ratingLabel(survey.rating)}
      </span>
      <span className="text-gray-400"> · le {formatDateTime(survey.answeredAt)}</span>
      {survey.comment && <span className="mt-1 block whitespace-pre-line">« {survey.comment} »</span>}
    </>
  );
}
