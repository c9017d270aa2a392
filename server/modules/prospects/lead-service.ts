import { buildConnections } from '../../../domain/super-assistant/connections';
import { detectTools } from '../../../domain/super-assistant/detect-tools';
import type { LeadSubmission } from '../../../domain/super-assistant/lead-schema';
import { decisionDelayOf, leadBandOf, leadScore } from '../../../domain/super-assistant/lead-score';
import { defaultPersonality, personalityOf } from '../../../domain/super-assistant/personality';
import { buildWorkflow } from '../../../domain/super-assistant/workflow';
import type { Database } from '../../db/database';
import type { LeadNotifier } from '../notifications/service';
import { prospectsService } from './service';
import { leadResponseDueAt } from '../../../domain/response-promises';
import { agencyClosuresService } from '../settings/agency-closures';
import type { LeadAcknowledgements } from './lead-acknowledgement';
import { leadArrivalNotice } from './lead-arrival';
import { sendingDeadline } from '../../../domain/email-retry';

export const LEAD_SOURCE = 'super-assistant';

export function leadsService(db: Database, notifier: LeadNotifier, recipient: string, publicUrl: string, acknowledgements: Pick<LeadAcknowledgements, 'acknowledge'>) {
  const prospects = prospectsService(db);
  const closures = agencyClosuresService(db);
  return {
    /**
     * The analysis and the score are recomputed here from the scanned address,
     * so a browser cannot inflate its own lead. The row is stored before any e-mail; a sending already stored
     * (same `submissionId`) answers its prospect without a second row or notification.
     */
    async submit(input: LeadSubmission): Promise<{ id: number; score: number; band: string; notified: Promise<boolean> }> {
      const { scanEmail, assistantName: requestedName, analysisTimestamp, integrationPreferences, campaign, submissionId, ...lead } = input;
      const assistantName = personalityOf(requestedName) === defaultPersonality ? defaultPersonality.name : requestedName;
      const tools = detectTools(scanEmail);
      const workflow = buildWorkflow(tools, buildConnections(tools), assistantName);
      const score = leadScore(lead, tools.length);
      const band = leadBandOf(score);
      const now = new Date().toISOString();
      const details = {
        sector: lead.sector,
        companySize: lead.companySize,
        urgency: lead.urgency,
        budget: lead.budget,
        needs: { challenges: lead.challenges, goals: lead.goals, currentPain: lead.currentPain, timeSpentManual: lead.timeSpentManual, teamSize: lead.teamSize },
        scanEmail,
        integrationPreferences,
        detectedTools: tools.map(({ id, name, category, confidence, source }) => ({ id, name, category, confidence, source })),
        workflow: { name: workflow.name, roi: workflow.roi, monthlySavings: workflow.monthlySavings, setupTime: workflow.setupTime, confidence: workflow.confidence, automationLevel: workflow.automationLevel, connections: workflow.connections.length, steps: workflow.steps.map((s) => s.title) },
        assistantName,
        decisionDelay: decisionDelayOf(lead.urgency),
        analysisTimestamp: analysisTimestamp || null,
        submissionTimestamp: now,
      };
      const { id, created, owner } = await prospects.record({
        nom: lead.lastName,
        prenom: lead.firstName,
        email: lead.email,
        telephone: lead.phone,
        entreprise: lead.company,
        fonction: lead.position,
        source: LEAD_SOURCE,
        dateAjout: now,
        statut: 'Lead',
        isContacted: 0,
        commentaire: '',
        leadScore: score,
        leadBand: band.id,
        responseDueAt: leadResponseDueAt(band.id, now, await closures.current()),
        details: JSON.stringify(details),
        campaign,
        submissionId,
        // Its notice and acknowledgement are made again if a server stops before they are recorded done (0546).
        arrivalMailsDueAt: sendingDeadline(new Date(now)),
      });
      if (!created) return { id, score, band: band.id, notified: Promise.resolve(false) };
      const notified = notifier.leadArrived(leadArrivalNotice({ id, lead, score, tools, workflow, integrationPreferences, campaign: campaign ?? null, owner }, recipient, publicUrl));
      acknowledgements.acknowledge(id, notified);
      return { id, score, band: band.id, notified };
    },
  };
}

