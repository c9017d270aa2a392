import { z } from '../validation/zod';
import {
  CLIENT_ERROR_DETAIL_MAX,
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_PAGE_MAX,
  clientErrorKinds,
} from './report-limits';

/** A browser's error report as `POST /api/client-errors` accepts it. */
export const clientErrorReportSchema = z.object({
  kind: z.enum(clientErrorKinds, { error: "Type d'erreur inconnu" }),
  message: z
    .string({ error: "Le message d'erreur est obligatoire" })
    .trim()
    .min(1, "Le message d'erreur est obligatoire")
    .max(CLIENT_ERROR_MESSAGE_MAX, `Le message d'erreur ne peut pas dépasser ${CLIENT_ERROR_MESSAGE_MAX} caractères`),
  detail: z
    .string({ error: 'Le détail doit être un texte' })
    .max(CLIENT_ERROR_DETAIL_MAX, `Le détail ne peut pas dépasser ${CLIENT_ERROR_DETAIL_MAX} caractères`)
    .default(''),
  page: z
    .string({ error: 'Le chemin de la page est obligatoire' })
    .trim()
    .max(CLIENT_ERROR_PAGE_MAX, 'Le chemin de la page est trop long')
    .regex(/^\//, 'Le chemin de la page doit commencer par /'),
});
export type ClientErrorReportInput = z.output<typeof clientErrorReportSchema>;
