import { adminLink, prospectHash } from '../../../domain/admin-links';
import { buildConnections } from '../../../domain/super-assistant/connections';
import { detectTools } from '../../../domain/super-assistant/detect-tools';
import type { DetectedTool } from '../../../domain/super-assistant/tools';
import { leadNotification } from '../../../domain/super-assistant/lead-notification';
import type { LeadForm } from '../../../domain/super-assistant/lead-schema';
import { leadBandOf } from '../../../domain/super-assistant/lead-score';
import { defaultPersonality } from '../../../domain/super-assistant/personality';
import { buildWorkflow, type SuperAssistantWorkflow } from '../../../domain/super-assistant/workflow';
import type { LeadCampaign } from '../../../domain/tracking-links-attribution';
import { campaignOfRow } from '../../db/campaign-columns';
import type { LeadEvent } from '../notifications/service';
import { detailsOf } from './prospect-view';
import type { ProspectRow } from './repository';

/** A super-assistant lead as its arrival notice reads it. */
export interface ArrivedLead {
  id: number;
  lead: LeadForm;
  score: number;
  tools: DetectedTool[];
  workflow: SuperAssistantWorkflow;
  integrationPreferences: readonly string[];
  campaign: LeadCampaign | null;
  owner: string | null;
}

/** The agency's notice of a new super-assistant lead (0300): e-mail and webhook. */
export function leadArrivalNotice(arrived: ArrivedLead, recipient: string, publicUrl: string): LeadEvent {
  const { id, lead, score, tools, workflow, integrationPreferences, campaign, owner } = arrived;
  const mail = leadNotification({ id, lead, score, tools, workflow, recipient, integrationPreferences, recordUrl: adminLink(publicUrl, prospectHash(id)), owner });
  return {
    source: 'super-assistant',
    event: 'lead.created',
    assignee: owner,
    recordKey: `prospect:${id}`,
    data: { id, kind: 'super-assistant', name: `${lead.firstName} ${lead.lastName}`.trim(), email: lead.email, phone: lead.phone, company: lead.company, score, band: leadBandOf(score).id, campaign },
    mail: { subject: mail.subject, text: mail.body, priority: mail.priority, replyTo: lead.email },
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A stored lead read back as it arrived, to make its notice again when a stopped server left it unsent (0546): the
 * form from its columns and kept analysis, the tools and workflow computed again from the scanned address, as on
 * arrival.
 */
export function arrivedLeadOf(row: ProspectRow): ArrivedLead {
  const details = detailsOf(row) ?? {};
  const needs = (details.needs ?? {}) as Record<string, unknown>;
  const tools = detectTools(text(details.scanEmail));
  const workflow = buildWorkflow(tools, buildConnections(tools), text(details.assistantName) || defaultPersonality.name);
  const teamSize = typeof needs.teamSize === 'number' ? needs.teamSize : null;
  return {
    id: Number(row.id),
    lead: {
      firstName: row.prenom,
      lastName: row.nom,
      email: row.email,
      phone: row.telephone,
      company: row.entreprise,
      position: row.fonction,
      sector: text(details.sector),
      companySize: text(details.companySize),
      urgency: text(details.urgency),
      budget: text(details.budget),
      challenges: text(needs.challenges),
      goals: text(needs.goals),
      timeSpentManual: text(needs.timeSpentManual),
      teamSize,
      currentPain: text(needs.currentPain),
    },
    score: row.leadScore ?? 0,
    tools,
    workflow,
    integrationPreferences: Array.isArray(details.integrationPreferences) ? details.integrationPreferences.filter((name): name is string => typeof name === 'string') : [],
    campaign: campaignOfRow(row),
    owner: row.owner ?? null,
  };
}
