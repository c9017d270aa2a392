import { toolCatalogue, type DetectedTool, type DetectionSource, type Suite } from './tools';

const MAX_DETECTED_TOOLS = 6;
const SUITE_CONFIDENCE: Record<Suite, number> = { gmail: 0.95, microsoft: 0.92, corporate: 0.85, startup: 0.88 };
const PATTERN_FACTOR = 0.9;
const SMART_SUGGESTION_CONFIDENCE = 0.75;
const MULTI_SOURCE_BOOST = 1.2;
const MULTI_SOURCE_CAP = 0.99;

/** E-mail domains that name a tool outright, with how sure that makes us (0.95 to 0.99). */
export const domainMapping: Record<string, { tool: string; confidence: number }> = {
  'gmail.com': { tool: 'gmail', confidence: 0.99 },
  'googlemail.com': { tool: 'gmail', confidence: 0.99 },
  'outlook.com': { tool: 'outlook', confidence: 0.98 },
  'outlook.fr': { tool: 'outlook', confidence: 0.98 },
  'hotmail.com': { tool: 'outlook', confidence: 0.97 },
  'hotmail.fr': { tool: 'outlook', confidence: 0.97 },
  'live.com': { tool: 'outlook', confidence: 0.96 },
  'live.fr': { tool: 'outlook', confidence: 0.96 },
  'msn.com': { tool: 'outlook', confidence: 0.95 },
  'yahoo.com': { tool: 'yahoo-mail', confidence: 0.97 },
  'yahoo.fr': { tool: 'yahoo-mail', confidence: 0.97 },
  'icloud.com': { tool: 'icloud-mail', confidence: 0.96 },
  'me.com': { tool: 'icloud-mail', confidence: 0.95 },
  'shopify.com': { tool: 'shopify', confidence: 0.97 },
  'hubspot.com': { tool: 'hubspot', confidence: 0.96 },
  'salesforce.com': { tool: 'salesforce', confidence: 0.96 },
  'stripe.com': { tool: 'stripe', confidence: 0.97 },
  'slack.com': { tool: 'slack', confidence: 0.95 },
  'notion.so': { tool: 'notion', confidence: 0.95 },
};

/** The tools each kind of address usually comes with. */
const suiteTools: Record<Suite, string[]> = {
  gmail: ['google-drive', 'google-calendar', 'google-sheets', 'google-meet'],
  microsoft: ['outlook', 'teams', 'onedrive', 'excel'],
  corporate: ['outlook', 'teams', 'sharepoint', 'salesforce'],
  startup: ['slack', 'notion', 'hubspot', 'stripe'],
};

const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'];
const MICROSOFT_DOMAINS = ['outlook.com', 'outlook.fr', 'hotmail.com', 'hotmail.fr', 'live.com', 'live.fr', 'msn.com'];
/** Personal providers outside the two big suites tell nothing about the business's tools. */
const OTHER_PERSONAL_DOMAINS = ['yahoo.com', 'yahoo.fr', 'icloud.com', 'me.com', 'orange.fr', 'wanadoo.fr', 'free.fr', 'sfr.fr', 'laposte.net', 'aol.com', 'gmx.fr', 'protonmail.com', 'proton.me'];
const STARTUP_TLDS = ['io', 'ai', 'tech', 'app', 'dev', 'co', 'so'];

/** Keywords of the domain that hint at a trade, and what that trade uses. */
const smartRules: Array<{ keywords: RegExp; tools: string[] }> = [
  { keywords: /shop|boutique|store|commerce/, tools: ['shopify', 'stripe'] },
  { keywords: /compta|expert|financ|cabinet|banque|gestion/, tools: ['pennylane', 'excel'] },
  { keywords: /agence|marketing|media|studio|communication/, tools: ['mailchimp', 'linkedin'] },
  { keywords: /tech|dev|soft|digital|data|cloud/, tools: ['slack', 'notion'] },
];
/** Every business prospects somewhere; a CRM is proposed when nothing more specific shows. */
const UNIVERSAL_SUGGESTIONS = ['linkedin'];
const FALLBACK_SUGGESTIONS = ['hubspot'];

const domainOf = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
};

export function suiteOf(domain: string): Suite | null {
  if (!domain) return null;
  if (GMAIL_DOMAINS.includes(domain)) return 'gmail';
  if (MICROSOFT_DOMAINS.includes(domain)) return 'microsoft';
  if (OTHER_PERSONAL_DOMAINS.includes(domain)) return null;
  const tld = domain.split('.').pop() ?? '';
  return STARTUP_TLDS.includes(tld) ? 'startup' : 'corporate';
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

interface Finding {
  tool: string;
  confidence: number;
  source: DetectionSource;
  reason: string;
}

function findings(email: string): Finding[] {
  const domain = domainOf(email);
  const found: Finding[] = [];
  const direct = domainMapping[domain];
  if (direct) found.push({ tool: direct.tool, confidence: direct.confidence, source: 'direct_domain', reason: `Adresse @${domain}` });

  const suite = suiteOf(domain);
  if (suite) {
    const confidence = round(PATTERN_FACTOR * SUITE_CONFIDENCE[suite]);
    for (const tool of suiteTools[suite]) found.push({ tool, confidence, source: 'email_pattern', reason: suiteReasons[suite] });
  }

  const label = domain.split('.').slice(0, -1).join('.');
  const hinted = smartRules.filter((rule) => rule.keywords.test(label)).flatMap((rule) => rule.tools);
  for (const tool of [...hinted, ...UNIVERSAL_SUGGESTIONS, ...(hinted.length ? [] : FALLBACK_SUGGESTIONS)]) {
    found.push({ tool, confidence: SMART_SUGGESTION_CONFIDENCE, source: 'smart_suggestion', reason: 'Suggestion selon votre activité' });
  }
  return found;
}

const suiteReasons: Record<Suite, string> = {
  gmail: 'Souvent utilisé avec Google Workspace',
  microsoft: 'Souvent utilisé avec Microsoft 365',
  corporate: 'Courant dans les entreprises à domaine propre',
  startup: 'Courant dans les jeunes entreprises tech',
};

/** Guesses the visitor's tools from an e-mail address (public-site §9 detection). */
export function detectTools(email: string): DetectedTool[] {
  const suite = suiteOf(domainOf(email));
  const byTool = new Map<string, Finding[]>();
  for (const finding of findings(email)) {
    const list = byTool.get(finding.tool) ?? [];
    if (!list.some((f) => f.source === finding.source)) list.push(finding);
    byTool.set(finding.tool, list);
  }
  const tools: DetectedTool[] = [];
  for (const [id, list] of byTool) {
    const definition = toolCatalogue[id];
    if (!definition) continue;
    const best = list.reduce((a, b) => (b.confidence > a.confidence ? b : a));
    const confidence = list.length > 1 ? Math.min(MULTI_SOURCE_CAP, round(best.confidence * MULTI_SOURCE_BOOST)) : best.confidence;
    tools.push({ ...definition, confidence, source: best.source, detectionReason: best.reason, suite });
  }
  return tools.sort((a, b) => b.confidence - a.confidence).slice(0, MAX_DETECTED_TOOLS);
}
