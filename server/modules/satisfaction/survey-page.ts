import { SATISFACTION_RATINGS, satisfactionMessages } from '../../../domain/satisfaction';
import type { FieldErrors } from '../../../domain/validation/schema-helpers';
import { escapeHtml, plainPage } from '../../lib/plain-page';

const TITLE = 'Votre avis sur notre échange';
const homeLink = '<p><a href="/">Retour à l’accueil</a></p>';

/** What a survey's page shows above its form: the question, or the answer given and until when it can be changed. */
export interface SurveyIntro {
  /** When the answer standing was given, and the link's last day; absent before a first answer. */
  answered?: { on: string; until: string };
}

/**
 * The survey's page (docs/decisions/0487-satisfaction-surveys.md): five notes as radio buttons and a comment, posted
 * as a plain form to the same address, so that it works without JavaScript; again with its French errors when refused,
 * and filled with the answer given once there is one, to change it (0490).
 */
export function surveyPage(action: string, posted: { note?: string; commentaire?: string } = {}, errors: FieldErrors = {}, intro: SurveyIntro = {}): string {
  const noteError = errors.note ? `<p class="erreur" id="note-erreur">${escapeHtml(errors.note)}</p>` : '';
  const commentError = errors.commentaire ? `<p class="erreur" id="commentaire-erreur">${escapeHtml(errors.commentaire)}</p>` : '';
  const notes = SATISFACTION_RATINGS.map(
    (choice) =>
      `<label><input type="radio" name="note" value="${choice.value}"${posted.note === String(choice.value) ? ' checked' : ''} required><span><b>${choice.value}</b>${escapeHtml(choice.label)}</span></label>`,
  ).join('');
  const form =
    `<form method="post" action="${escapeHtml(action)}">` +
    `<fieldset${errors.note ? ' aria-describedby="note-erreur"' : ''}><legend>Votre note, de 1 (très déçu) à 5 (très satisfait)</legend><div class="notes">${notes}</div>${noteError}</fieldset>` +
    `<label for="commentaire">Un commentaire (facultatif)</label>` +
    `<textarea id="commentaire" name="commentaire" rows="4" maxlength="1000"${errors.commentaire ? ' aria-invalid="true" aria-describedby="commentaire-erreur"' : ''}>${escapeHtml(posted.commentaire ?? '')}</textarea>${commentError}` +
    `<button type="submit">${intro.answered ? satisfactionMessages.change : 'Envoyer mon avis'}</button></form>`;
  const lead = intro.answered
    ? satisfactionMessages.answered(intro.answered.on, intro.answered.until)
    : 'Comment s’est passé l’échange avec notre équipe ? Votre note nous aide à mieux vous répondre.';
  return plainPage(TITLE, `<p>${escapeHtml(lead)}</p>${form}`);
}

/** What a link that can no longer be answered says: unknown and expired alike. */
export const invalidSurveyPage = () => plainPage(TITLE, `<p>${escapeHtml(satisfactionMessages.invalid)}</p>${homeLink}`);
export const thanksPage = (changed: boolean) =>
  plainPage(changed ? satisfactionMessages.changed : satisfactionMessages.thanks, `<p>${escapeHtml(satisfactionMessages.thanksDetail)}</p>${homeLink}`);
