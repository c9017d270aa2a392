import type { LeadForm } from '../../../domain/super-assistant/lead-schema';
import { postPublicForm } from '../../api/public-form';
import type { KeptSendingResult } from '../../ui/kept-sending-status';
import { visitCampaign } from '../attribution/visit-campaign';
import type { LeadContext } from './lead-outbox';

const LEAD_ERROR = 'Erreur technique. Veuillez réessayer.';

/** Sends the lead with the scanned address; the server redoes the analysis and the score, and explains a refusal. */
export async function submitLead(
  lead: LeadForm,
  context: LeadContext,
  submissionId: string,
): Promise<KeptSendingResult> {
  const answer = await postPublicForm('/api/leads', { ...lead, teamSize: lead.teamSize ?? '', ...context, website: '', campaign: visitCampaign(), submissionId });
  if (answer.ok) return { ok: true };
  // Not reached, too busy or not stored: the same sending may succeed later, and stays kept.
  return { ok: false, error: answer.detail ?? LEAD_ERROR, retryable: answer.retryable };
}
