import type { ContactRequest } from '../../../domain/validation/contact-schema';
import { contactSubject } from '../../../domain/contact/subject';
import { postPublicForm } from '../../api/public-form';
import { visitCampaign } from '../attribution/visit-campaign';

export const SUBMIT_ERROR_PREFIX = "Une erreur est survenue lors de l'envoi du formulaire: ";

/** `retryable`: the server was not reached, or could not store the brief then: it may be sent again as it is. */
export type SubmitResult = { ok: true; body: unknown } | { ok: false; error: string; retryable: boolean };

/**
 * Posts the brief as public-site §7 describes, with the id of this sending (the same for every try of one brief),
 * and turns any failure into the §8 banner text.
 */
export async function submitContact(values: ContactRequest, subjectPrefix: string | undefined, submissionId: string): Promise<SubmitResult> {
  const answer = await postPublicForm('/api/contact', {
    name: values.name,
    email: values.email,
    company: values.company ?? '',
    phone: values.phone ?? '',
    subject: contactSubject(values.company ?? '', subjectPrefix),
    message: values.message,
    website: '',
    campaign: visitCampaign(),
    submissionId,
  });
  if (answer.ok) return answer;
  const detail = answer.offline ? 'Veuillez réessayer' : (answer.detail ?? "Erreur lors de l'envoi du formulaire");
  return { ok: false, error: `${SUBMIT_ERROR_PREFIX}${detail}`, retryable: answer.retryable };
}
