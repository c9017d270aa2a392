import { automationPatterns, categoryPairWeights, connectionRules, pairKey, type ConnectionRule } from './connection-rules';
import type { DetectedTool } from './tools';

const HUB_COUNT = 3;
const SECONDARY_MIN_CONFIDENCE = 0.7;
const SECONDARY_SCALE = 0.8;
const PATTERN_BOOST = 1.2;
const PATTERN_CAP = 0.98;
const PRIORITY_BOOST = 1.1;
const PRIORITY_CAP = 0.99;

type ConnectionValue = 'high' | 'medium' | 'low';

export interface Connection {
  id: string;
  sourceId: string;
  targetId: string;
  type: string;
  confidence: number;
  value: ConnectionValue;
  action: string;
  explanation: string;
  automationLevel: string;
  businessImpact: string;
  priority?: boolean;
  businessReason?: string;
  patternBoost?: boolean;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;
export const valueOf = (confidence: number): ConnectionValue => (confidence >= 0.85 ? 'high' : confidence >= 0.7 ? 'medium' : 'low');

const rulesBetween = (tools: DetectedTool[]) => {
  const ids = new Set(tools.map((t) => t.id));
  return connectionRules.filter((r) => ids.has(r.source) && ids.has(r.target));
};

/** The tools most worth connecting: possible connections × confidence, best three. */
export function findHubs(tools: DetectedTool[]): DetectedTool[] {
  const rules = rulesBetween(tools);
  return tools
    .map((tool) => ({ tool, score: rules.filter((r) => r.source === tool.id || r.target === tool.id).length * tool.confidence }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, HUB_COUNT)
    .map((entry) => entry.tool);
}

/** Rule × source × target, then the automation-pattern and priority boosts with their caps. */
export function ruleConfidence(rule: ConnectionRule, source: DetectedTool, target: DetectedTool): { confidence: number; pattern?: string } {
  let confidence = rule.confidence * source.confidence * target.confidence;
  const pattern = automationPatterns.find((p) => p.sources.includes(rule.source) && p.targets.includes(rule.target));
  if (pattern) confidence = Math.min(PATTERN_CAP, confidence * PATTERN_BOOST);
  if (rule.priority) confidence = Math.min(PRIORITY_CAP, confidence * PRIORITY_BOOST);
  return { confidence: round(confidence), ...(pattern ? { pattern: pattern.name } : {}) };
}

/** A link no rule describes, between two confident tools, weighted by their categories. */
export function secondaryConfidence(source: DetectedTool, target: DetectedTool): number | null {
  if (source.confidence <= SECONDARY_MIN_CONFIDENCE || target.confidence <= SECONDARY_MIN_CONFIDENCE) return null;
  const weight = categoryPairWeights[pairKey(source.category, target.category)];
  return weight === undefined ? null : round(weight * SECONDARY_SCALE);
}

/** Builds the connections of the detected tools around their three hubs, strongest first. */
export function buildConnections(tools: DetectedTool[]): Connection[] {
  const byId = new Map(tools.map((t) => [t.id, t]));
  const hubs = findHubs(tools);
  const hubIds = new Set(hubs.map((h) => h.id));
  const connections: Connection[] = [];
  const seen = new Set<string>();
  const key = (a: string, b: string) => [a, b].sort().join('~');

  for (const rule of rulesBetween(tools)) {
    if (!hubIds.has(rule.source) && !hubIds.has(rule.target)) continue;
    const source = byId.get(rule.source) as DetectedTool;
    const target = byId.get(rule.target) as DetectedTool;
    const { confidence, pattern } = ruleConfidence(rule, source, target);
    seen.add(key(source.id, target.id));
    connections.push({
      id: `${source.id}-${target.id}`,
      sourceId: source.id,
      targetId: target.id,
      type: rule.type,
      confidence,
      value: valueOf(confidence),
      action: rule.action,
      explanation: rule.explanation,
      automationLevel: 'Automatique',
      businessImpact: rule.businessImpact,
      ...(rule.priority ? { priority: true } : {}),
      ...(pattern ? { patternBoost: true, businessReason: pattern } : {}),
    });
  }

  for (const hub of hubs) {
    for (const other of tools) {
      if (other.id === hub.id || seen.has(key(hub.id, other.id))) continue;
      const confidence = secondaryConfidence(hub, other);
      if (confidence === null) continue;
      seen.add(key(hub.id, other.id));
      connections.push({
        id: `${hub.id}-${other.id}`,
        sourceId: hub.id,
        targetId: other.id,
        type: 'secondary',
        confidence,
        value: valueOf(confidence),
        action: `Synchroniser ${hub.name} et ${other.name}`,
        explanation: `Les informations utiles circulent entre ${hub.name} et ${other.name} sans copier-coller.`,
        automationLevel: 'Semi-automatique',
        businessImpact: 'Moins de double saisie',
      });
    }
  }
  return connections.sort((a, b) => b.confidence - a.confidence);
}
