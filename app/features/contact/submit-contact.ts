import type { ContactRequest } from '../../../domain/validation/contact-schema';
import { contactSubject } from '../../../domain/contact/subject';
import { postPublicForm } from '../../api/public-form';
import { visitCampaign } from '../attribution/visit-campaign';

export const SUBMIT_ERROR_PREFIX = "Une erreur est survenue lors de l'envoi du formulaire: ";

export type SubmitResult = { ok: true; body: unknown } | { ok: false; error: string };

/** Posts the brief as public-site §7 describes and turns any failure into the §8 banner text. */
export async function submitContact(values: ContactRequest, subjectPrefix?: string): Promise<SubmitResult> {
  const answer = await postPublicForm('/api/contact', {
    name: values.name,
    email: values.email,
    company: values.company ?? '',
    phone: values.phone ?? '',
    subject: contactSubject(values.company ?? '', subjectPrefix),
    message: values.message,
    website: '',
    campaign: visitCampaign(),
  });
  if (answer.ok) return answer;
  const detail = answer.offline ? 'Veuillez réessayer' : (answer.detail ?? "Erreur lors de l'envoi du formulaire");
  return { ok: false, error: `${SUBMIT_ERROR_PREFIX}${detail}` };
}
