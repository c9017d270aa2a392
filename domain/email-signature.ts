import { z } from './validation/zod';

/** Each user's signature under the e-mails they send from the back-office (docs/decisions/0467-email-signatures.md). */
export const EMAIL_SIGNATURE_MAX = 500;

export const emailSignatureMessages = {
  tooLong: `La signature doit être un texte de ${EMAIL_SIGNATURE_MAX} caractères au plus`,
  saved: 'Signature enregistrée',
  removed: 'Signature retirée',
  loadError: 'Erreur lors du chargement de votre signature',
} as const;

/** PUT /api/admin/account/signature: plain text, '' for none; spaces around it and Windows line ends dropped. */
export const emailSignatureSchema = z.object({
  signature: z
    .string({ error: emailSignatureMessages.tooLong })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(EMAIL_SIGNATURE_MAX, emailSignatureMessages.tooLong)),
});
export type EmailSignatureInput = z.output<typeof emailSignatureSchema>;

/**
 * A message as it leaves, its author's signature below the usual delimiter ('-- ', which mail programs recognise
 * and fold); the message alone without a signature.
 */
export function signedMessage(message: string, signature: string): string {
  return signature ? `${message.trimEnd()}\n\n-- \n${signature}` : message;
}
