import type { ContactRequest } from '../../../domain/validation/contact-schema';
import { contactSubject } from '../../../domain/contact/subject';

export const SUBMIT_ERROR_PREFIX = "Une erreur est survenue lors de l'envoi du formulaire: ";

export type SubmitResult = { ok: true; body: unknown } | { ok: false; error: string };

/** Posts the brief as public-site §7 describes and turns any failure into the §8 banner text. */
export async function submitContact(values: ContactRequest, subjectPrefix?: string): Promise<SubmitResult> {
  const payload = {
    name: values.name,
    email: values.email,
    company: values.company ?? '',
    phone: values.phone ?? '',
    subject: contactSubject(values.company ?? '', subjectPrefix),
    message: values.message,
    website: '',
  };
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, error: `${SUBMIT_ERROR_PREFIX}Veuillez réessayer` };
  }
  const body = (await response.json().catch(() => null)) as { success?: boolean; errors?: string[]; message?: string } | null;
  if (response.ok && body?.success) return { ok: true, body };
  const detail = body?.errors?.length ? body.errors.join(', ') : body?.message || "Erreur lors de l'envoi du formulaire";
  return { ok: false, error: `${SUBMIT_ERROR_PREFIX}${detail}` };
}
