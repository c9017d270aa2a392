import { z } from '../validation/zod';
import { CHAT_QUERY_MAX } from './facts';

/** A question put to Anna, as the chat posts it and the API checks it. */
export const chatAskSchema = z.object({
  query: z
    .string({ error: 'Veuillez saisir une question' })
    .trim()
    .min(1, 'Veuillez saisir une question')
    .max(CHAT_QUERY_MAX, `La question ne peut pas dépasser ${CHAT_QUERY_MAX} caractères`),
  page: z
    .string({ error: 'Le chemin de la page doit commencer par /' })
    .trim()
    .max(300, 'Le chemin de la page est trop long')
    .regex(/^\//, 'Le chemin de la page doit commencer par /')
    .default('/'),
});
export type ChatAsk = z.output<typeof chatAskSchema>;
