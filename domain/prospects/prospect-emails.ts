import type { EmailDelivery } from '../email-delivery';
import { z } from '../validation/zod';

/** E-mails written to a prospect from its record (docs/decisions/0409-prospect-emails.md). */
export const prospectEmailMessages = {
  subject: "L'objet doit contenir de 1 à 200 caractères",
  message: 'Le message doit contenir de 1 à 10 000 caractères',
  noEmail: "Ce prospect n'a pas d'adresse e-mail : appelez-le ou ajoutez son adresse à sa fiche.",
  sent: (to: string) => `E-mail envoyé à ${to}`,
  logged: (to: string) => `E-mail enregistré ; sans serveur SMTP configuré, l'envoi à ${to} a seulement été journalisé.`,
  failed: "E-mail enregistré mais il n'a pas pu partir : vérifiez la configuration SMTP puis écrivez-le de nouveau.",
} as const;

/** POST /api/admin/prospects/{id}/emails. */
export const prospectEmailSchema = z.object({
  subject: z.string({ error: prospectEmailMessages.subject }).trim().min(1, prospectEmailMessages.subject).max(200, prospectEmailMessages.subject),
  message: z.string({ error: prospectEmailMessages.message }).trim().min(1, prospectEmailMessages.message).max(10_000, prospectEmailMessages.message),
});
export type ProspectEmailInput = z.output<typeof prospectEmailSchema>;

const timelineTitles: Record<EmailDelivery, string> = {
  sending: 'E-mail en cours d’envoi',
  sent: 'E-mail envoyé',
  logged: 'E-mail journalisé (SMTP non configuré)',
  failed: 'E-mail non parti',
};

/** How the prospect's history names an e-mail written to them. */
export const emailTimelineTitle = (delivery: EmailDelivery, subject: string) => `${timelineTitles[delivery]} : ${subject}`;
