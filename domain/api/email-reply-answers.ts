import { z } from '../validation/zod';

/**
 * POST /api/admin/email-replies: whether the received e-mail answers one the back-office wrote (`matched`), the
 * prospect or the inbox request it was filed with and, when it was there already, `duplicate`; the outcome in French.
 */
export const emailReplyAnswer = z.object({
  success: z.literal(true),
  matched: z.boolean(),
  duplicate: z.boolean().optional(),
  prospect_id: z.number().int().optional(),
  request_id: z.number().int().optional(),
  message: z.string(),
});
