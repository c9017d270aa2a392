import { z } from './validation/zod';

/** Saved replies of the inbox (docs/decisions/0373-reply-templates.md). */
export const REPLY_TEMPLATES_MAX = 100;

export const replyTemplateMessages = {
  title: 'Le titre est obligatoire (80 caractères au plus)',
  subject: "L'objet ne peut pas dépasser 200 caractères",
  body: 'Le message est obligatoire (5 000 caractères au plus)',
  titleTaken: 'Une réponse type porte déjà ce titre',
  notFound: 'Réponse type introuvable',
  tooMany: `Vous avez atteint ${REPLY_TEMPLATES_MAX} réponses types : supprimez-en une avant d'en ajouter.`,
  created: 'Réponse type créée',
  updated: 'Réponse type enregistrée',
  deleted: 'Réponse type supprimée',
} as const;

/** POST and PUT /api/admin/reply-templates: a title to find it by, the e-mail's subject (optional) and its text. */
export const replyTemplateSchema = z.object({
  title: z.string({ error: replyTemplateMessages.title }).trim().min(1, replyTemplateMessages.title).max(80, replyTemplateMessages.title),
  subject: z.string({ error: replyTemplateMessages.subject }).trim().max(200, replyTemplateMessages.subject).default(''),
  body: z.string({ error: replyTemplateMessages.body }).trim().min(1, replyTemplateMessages.body).max(5000, replyTemplateMessages.body),
});
export type ReplyTemplateInput = z.input<typeof replyTemplateSchema>;
export type ReplyTemplate = z.output<typeof replyTemplateSchema>;

/** The words a template may hold, replaced by the request's own when it is inserted into a reply. */
export const TEMPLATE_FIELDS = {
  '{{prenom}}': 'le prénom (premier mot du nom donné)',
  '{{nom}}': 'le nom complet donné',
  '{{entreprise}}': "l'entreprise",
} as const;

/** A template's text for one person: the fields they gave, and nothing left of those they did not. */
export function fillTemplate(text: string, person: { name: string; company: string }): string {
  const name = person.name.trim();
  const values: Record<keyof typeof TEMPLATE_FIELDS, string> = {
    '{{prenom}}': name.split(/\s+/)[0] ?? '',
    '{{nom}}': name,
    '{{entreprise}}': person.company.trim(),
  };
  return text.replace(/\{\{(prenom|nom|entreprise)\}\}/g, (field) => values[field as keyof typeof TEMPLATE_FIELDS]);
}
