import type { LeadForm } from './lead-schema';

export const LEAD_SCORE_CAP = 130;
const TOOL_POINTS = 2;
const TOOL_POINTS_CAP = 15;
const SECTOR_BONUS = 10;
const PROFESSIONAL_EMAIL_BONUS = 5;

const companySizePoints: Record<string, number> = { '1': 5, '2-5': 15, '6-15': 25, '16-50': 35, '51-200': 40, '200+': 38 };
const urgencyPoints: Record<string, number> = { Urgent: 30, Rapide: 25, Normal: 15, Planifié: 8, Exploratoire: 3 };
const budgetPoints: Record<string, number> = { limité: 5, standard: 12, confortable: 18, important: 25, premium: 25, 'à définir': 10 };
const manualTimePoints: Record<string, number> = { '<5h': 3, '5-15h': 8, '15-30h': 15, '>30h': 15, impossible: 5 };
const bonusSectors = ['Consulting & Services', 'Finance & Comptabilité', 'Technologie & IT'];

/** Webmail providers: an address there says nothing about the company. */
const freeMailDomains = [
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.fr', 'hotmail.com', 'hotmail.fr', 'outlook.com', 'outlook.fr',
  'live.com', 'live.fr', 'msn.com', 'icloud.com', 'me.com', 'aol.com', 'orange.fr', 'wanadoo.fr', 'free.fr', 'sfr.fr',
  'laposte.net', 'gmx.fr', 'gmx.com', 'protonmail.com', 'proton.me',
];

export const isProfessionalEmail = (email: string): boolean => {
  const domain = email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
  return domain.includes('.') && !freeMailDomains.includes(domain);
};

type ScoredLead = Pick<LeadForm, 'companySize' | 'urgency' | 'budget' | 'sector' | 'timeSpentManual' | 'email'>;

/** The lead score of public-site §9, capped at 130. */
export function leadScore(lead: ScoredLead, detectedToolCount: number): number {
  const score =
    (companySizePoints[lead.companySize] ?? 0) +
    (urgencyPoints[lead.urgency] ?? 0) +
    (budgetPoints[lead.budget] ?? 0) +
    Math.min(TOOL_POINTS_CAP, TOOL_POINTS * Math.max(0, detectedToolCount)) +
    (bonusSectors.includes(lead.sector) ? SECTOR_BONUS : 0) +
    (manualTimePoints[lead.timeSpentManual] ?? 0) +
    (isProfessionalEmail(lead.email) ? PROFESSIONAL_EMAIL_BONUS : 0);
  return Math.min(LEAD_SCORE_CAP, score);
}

export type LeadBandId = 'HOT' | 'WARM' | 'STANDARD';

interface LeadBand {
  id: LeadBandId;
  label: string;
  contactDelay: string;
  vip: boolean;
  conversionRate: number;
  contractRange: string;
}

const leadBands: Record<LeadBandId, LeadBand> = {
  HOT: { id: 'HOT', label: 'Lead HOT', contactDelay: 'Contact par un expert sous 2h', vip: true, conversionRate: 85, contractRange: '15K-50K€' },
  WARM: { id: 'WARM', label: 'Lead WARM', contactDelay: 'Contact sous 24h', vip: false, conversionRate: 65, contractRange: '5K-15K€' },
  STANDARD: { id: 'STANDARD', label: 'Lead standard', contactDelay: 'Contact sous 48h ou dans la semaine', vip: false, conversionRate: 35, contractRange: '2K-8K€' },
};

export const LEAD_BAND_IDS = Object.keys(leadBands) as LeadBandId[];

export const leadBandById = (id: LeadBandId): LeadBand => leadBands[id];

export const leadBandOf = (score: number): LeadBand => (score >= 100 ? leadBands.HOT : score >= 70 ? leadBands.WARM : leadBands.STANDARD);

export const leadPriorityOf = (score: number): 'high' | 'normal' => (score >= 100 ? 'high' : 'normal');

export const decisionDelayOf = (urgency: string): string =>
  urgency === 'Urgent' ? '1-2 semaines' : urgency === 'Rapide' ? '2-4 semaines' : '1-3 mois';
