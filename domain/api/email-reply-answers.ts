import { z } from '../validation/zod';

/**
 * POST /api/admin/email-replies: whether the received e-mail answers one the back-office wrote (`matched`), the
 * prospect or the inbox request it was filed with and, when it was there already, `duplicate`; for a request, whether
 * the reply brought it back among the waiting ones (`back_to_pending`: processed, it reopens; set aside, it returns
 * now); the outcome in French.
 */
export const emailReplyAnswer = z.object({
  success: z.literal(true),
  matched: z.boolean(),
  duplicate: z.boolean().optional(),
  prospect_id: z.number().int().optional(),
  request_id: z.number().int().optional(),
  back_to_pending: z.boolean().optional(),
  /**
   * Written by a program (an absence message, 0554): 202, kept where the e-mail it answers was written, reopening
   * nothing, waiting for no answer, telling nobody (0557).
   */
  automatic: z.boolean().optional(),
  message: z.string(),
});
