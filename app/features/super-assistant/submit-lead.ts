import type { LeadForm } from '../../../domain/super-assistant/lead-schema';

export const LEAD_ERROR = 'Erreur technique. Veuillez réessayer.';

/** Sends the lead with the scanned address; the server redoes the analysis and the score. */
export async function submitLead(lead: LeadForm, context: { scanEmail: string; assistantName: string; analysisTimestamp: string; integrationPreferences: string[] }): Promise<boolean> {
  try {
    const response = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...lead, teamSize: lead.teamSize ?? '', ...context, website: '' }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
