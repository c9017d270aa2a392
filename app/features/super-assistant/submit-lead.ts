import type { LeadForm } from '../../../domain/super-assistant/lead-schema';
import { postPublicForm } from '../../api/public-form';
import { visitCampaign } from '../attribution/visit-campaign';

const LEAD_ERROR = 'Erreur technique. Veuillez réessayer.';

type LeadResult = { ok: true } | { ok: false; error: string };

/** Sends the lead with the scanned address; the server redoes the analysis and the score, and explains a refusal. */
export async function submitLead(
  lead: LeadForm,
  context: { scanEmail: string; assistantName: string; analysisTimestamp: string; integrationPreferences: string[] },
  submissionId: string,
): Promise<LeadResult> {
  const answer = await postPublicForm('/api/leads', { ...lead, teamSize: lead.teamSize ?? '', ...context, website: '', campaign: visitCampaign(), submissionId });
  if (answer.ok) return { ok: true };
  return { ok: false, error: answer.detail ?? LEAD_ERROR };
}
