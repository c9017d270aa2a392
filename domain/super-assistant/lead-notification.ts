import { budgets, companySizes, labelOf, manualTimes, urgencies } from './lead-options';
import type { LeadForm } from './lead-schema';
import { decisionDelayOf, LEAD_SCORE_CAP, leadBandOf, leadPriorityOf } from './lead-score';
import type { DetectedTool } from './tools';
import { formatWholePercent } from '../percent';
import type { SuperAssistantWorkflow } from './workflow';

interface LeadNotification {
  recipient: string;
  subject: string;
  body: string;
  priority: 'high' | 'normal';
}

/** The e-mail the agency receives for a super-assistant lead (public-site §7). */
export function leadNotification(input: {
  id: number;
  lead: LeadForm;
  score: number;
  tools: DetectedTool[];
  workflow: SuperAssistantWorkflow;
  recipient: string;
  /** Tools the visitor wants connected first, in the order chosen. */
  integrationPreferences?: readonly string[];
  /** The address of the prospect's record in the back-office. */
  recordUrl?: string;
  /** Who the lead was given to on arrival (docs/decisions/0406-inbox-auto-assignment.md), if anybody. */
  owner?: string | null;
}): LeadNotification {
  const { id, lead, score, tools, workflow, recipient, integrationPreferences = [], recordUrl, owner } = input;
  const band = leadBandOf(score);
  const or = (value: string | number | null) => (value === null || value === '' ? '-' : String(value));
  const body = [
    `${band.label} #${id} — score ${score}/${LEAD_SCORE_CAP}${band.vip ? ' (VIP)' : ''}`,
    `À faire : ${band.contactDelay}. Conversion estimée ${formatWholePercent(band.conversionRate / 100)}, contrat ${band.contractRange}.`,
    `Délai de décision probable : ${decisionDelayOf(lead.urgency)}.`,
    ...(owner ? [`Attribué à : ${owner}`] : []),
    '',
    'Contact',
    `Nom : ${lead.firstName} ${lead.lastName}`,
    `E-mail : ${lead.email}`,
    `Téléphone : ${lead.phone}`,
    `Entreprise : ${lead.company}`,
    `Fonction : ${or(lead.position)}`,
    '',
    'Besoins',
    `Secteur : ${lead.sector}`,
    `Taille : ${labelOf(companySizes, lead.companySize)}`,
    `Urgence : ${labelOf(urgencies, lead.urgency)}`,
    `Budget : ${lead.budget ? labelOf(budgets, lead.budget) : '-'}`,
    `Défis : ${or(lead.challenges)}`,
    `Objectifs : ${or(lead.goals)}`,
    '',
    'Configuration technique',
    `Temps manuel : ${lead.timeSpentManual ? labelOf(manualTimes, lead.timeSpentManual) : '-'}`,
    `Équipe technique : ${or(lead.teamSize)}`,
    `Point de douleur principal : ${or(lead.currentPain)}`,
    `Outils à connecter en priorité : ${integrationPreferences.join(', ') || '-'}`,
    '',
    'Analyse du super assistant',
    `Outils détectés : ${tools.map((t) => `${t.name} (${formatWholePercent(t.confidence)})`).join(', ') || '-'}`,
    `Workflow : ${workflow.name}, ${workflow.connections.length} connexions, ROI ${formatWholePercent(workflow.roi / 100)}, ${workflow.monthlySavings} h économisées par mois`,
    `Assistant : ${workflow.assistantName}`,
    ...(recordUrl ? ['', `Fiche du prospect : ${recordUrl}`] : []),
  ].join('\n');
  return {
    recipient,
    subject: `[${band.id}] Lead super assistant #${id} - ${lead.company} (${score}/${LEAD_SCORE_CAP})`,
    body,
    priority: leadPriorityOf(score),
  };
}
