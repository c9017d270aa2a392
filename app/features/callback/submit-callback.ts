import type { CallbackRequestInput } from '../../../domain/validation/callback-schema';
import { postPublicForm } from '../../api/public-form';
import { visitCampaign } from '../attribution/visit-campaign';

/** `retryable` when the same sending may succeed later (not reached, too busy, not stored): it stays kept. */
export type CallbackResult = { ok: true } | { ok: false; error: string; retryable: boolean };

/** Posts the callback request with the id of this sending and turns any failure into one French sentence. */
export async function submitCallback(values: CallbackRequestInput, submissionId: string): Promise<CallbackResult> {
  const answer = await postPublicForm('/api/callback-requests', { ...values, preferredTime: values.preferredTime ?? '', website: '', campaign: visitCampaign(), submissionId });
  if (answer.ok) return { ok: true };
  if (answer.offline) return { ok: false, error: 'La demande n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.', retryable: true };
  return { ok: false, error: answer.detail ?? 'La demande n’a pas pu être envoyée. Veuillez réessayer.', retryable: answer.retryable };
}
