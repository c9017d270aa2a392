import type { CallbackRequestInput } from '../../../domain/validation/callback-schema';

export type CallbackResult = { ok: true } | { ok: false; error: string };

/** Posts the callback request and turns any failure into one French sentence. */
export async function submitCallback(values: CallbackRequestInput): Promise<CallbackResult> {
  try {
    const response = await fetch('/api/callback-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...values, preferredTime: values.preferredTime ?? '', website: '' }),
    });
    const body = (await response.json().catch(() => null)) as { success?: boolean; errors?: string[]; message?: string } | null;
    if (response.ok && body?.success) return { ok: true };
    return { ok: false, error: body?.errors?.join(', ') || body?.message || 'La demande n’a pas pu être envoyée. Veuillez réessayer.' };
  } catch {
    return { ok: false, error: 'La demande n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.' };
  }
}
