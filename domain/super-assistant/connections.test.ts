import { describe, expect, it } from 'vitest';
import { categoryPairWeights, connectionRules } from './connection-rules';
import { buildConnections, findHubs, ruleConfidence, secondaryConfidence, valueOf } from './connections';
import { detectTools } from './detect-tools';
import { toolCatalogue, type DetectedTool } from './tools';

const detected = (id: string, confidence: number): DetectedTool => ({
  ...(toolCatalogue[id] as (typeof toolCatalogue)[string]),
  confidence,
  source: 'email_pattern',
  detectionReason: '',
  suite: null,
});
const ruleOf = (source: string, target: string) => connectionRules.find((r) => r.source === source && r.target === target)!;

describe('ruleConfidence', () => {
  it('multiplies rule, source and target confidences', () => {
    // gmail → google-sheets: no pattern, no priority.
    expect(ruleConfidence(ruleOf('gmail', 'google-sheets'), detected('gmail', 0.9), detected('google-sheets', 0.8))).toEqual({ confidence: 0.6624 });
  });

  it('boosts a priority rule by 1.1, capped at 0.99', () => {
    // outlook → teams is a priority rule matching no pattern: 0.93 × 0.9 × 0.9 × 1.1.
    expect(ruleConfidence(ruleOf('outlook', 'teams'), detected('outlook', 0.9), detected('teams', 0.9)).confidence).toBe(0.8286);
    expect(ruleConfidence(ruleOf('outlook', 'teams'), detected('outlook', 1), detected('teams', 1)).confidence).toBe(0.99); // 1.023 capped
  });

  it('boosts a matching automation pattern by 1.2, capped at 0.98', () => {
    // linkedin → salesforce: pattern 'Prospect vers CRM', not a priority rule.
    expect(ruleConfidence(ruleOf('linkedin', 'salesforce'), detected('linkedin', 0.75), detected('salesforce', 0.765))).toEqual({
      confidence: 0.599, // 0.87 × 0.75 × 0.765 × 1.2
      pattern: 'Prospect vers CRM',
    });
    expect(ruleConfidence(ruleOf('linkedin', 'salesforce'), detected('linkedin', 1), detected('salesforce', 1)).confidence).toBe(0.98);
  });

  it('applies the pattern boost then the priority boost', () => {
    // stripe → pennylane: 0.94 × 0.9 × 0.9 = 0.7614, × 1.2 = 0.91368, × 1.1 = 1.005 → 0.99.
    expect(ruleConfidence(ruleOf('stripe', 'pennylane'), detected('stripe', 0.9), detected('pennylane', 0.9)).confidence).toBe(0.99);
    // 0.94 × 0.8 × 0.8 = 0.6016, × 1.2 = 0.72192, × 1.1 = 0.794112.
    expect(ruleConfidence(ruleOf('stripe', 'pennylane'), detected('stripe', 0.8), detected('pennylane', 0.8)).confidence).toBe(0.7941);
  });
});

describe('secondaryConfidence', () => {
  it('keeps category pair weights between 0.75 and 0.88', () => {
    for (const weight of Object.values(categoryPairWeights)) {
      expect(weight).toBeGreaterThanOrEqual(0.75);
      expect(weight).toBeLessThanOrEqual(0.88);
    }
  });
  it('scales the category pair weight by 0.8', () => {
    expect(secondaryConfidence(detected('gmail', 0.99), detected('notion', 0.8))).toBe(0.704); // 0.88 × 0.8
    expect(secondaryConfidence(detected('stripe', 0.8), detected('google-drive', 0.8))).toBe(0.6); // 0.75 × 0.8
  });
  it('needs both tools above 0.7', () => {
    expect(secondaryConfidence(detected('gmail', 0.99), detected('notion', 0.7))).toBeNull();
    expect(secondaryConfidence(detected('gmail', 0.7001), detected('notion', 0.71))).toBe(0.704);
  });
  it('ignores category pairs without a weight', () => expect(secondaryConfidence(detected('google-drive', 0.9), detected('linkedin', 0.9))).toBeNull());
});

describe('findHubs', () => {
  it('ranks tools by possible connections × confidence and keeps three', () => {
    const tools = detectTools('marie@gmail.com');
    // gmail: 3 rules among the detected tools × 0.99 = 2.97; drive, calendar, sheets: 2 × 0.855 (ties keep detection order).
    expect(findHubs(tools).map((t) => t.id)).toEqual(['gmail', 'google-drive', 'google-calendar']);
  });
  it('finds no hub when no rule links the tools', () => expect(findHubs([detected('linkedin', 0.9)])).toEqual([]));
});

describe('buildConnections', () => {
  it('connects the detected tools around the hubs, strongest first, once per pair', () => {
    const connections = buildConnections(detectTools('marie@gmail.com'));
    const confidences = connections.map((c) => c.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    const pairs = connections.map((c) => [c.sourceId, c.targetId].sort().join('~'));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(connections[0]).toMatchObject({ id: 'gmail-google-calendar', priority: true, patternBoost: true, businessReason: 'Rendez-vous en visio', confidence: 0.99 });
    // 0.95 × 0.99 × 0.855 = 0.8041, × 1.2 (pattern) = 0.965, × 1.1 (priority) = 1.06 → 0.99.
  });

  it('adds secondary connections between confident tools without a rule', () => {
    const connections = buildConnections(detectTools('marie@gmail.com'));
    const secondary = connections.filter((c) => c.type === 'secondary');
    expect(secondary.length).toBeGreaterThan(0);
    for (const c of secondary) expect(c.confidence).toBeLessThanOrEqual(0.704);
  });

  it('labels connections high from 0.85, medium from 0.7, else low', () => {
    expect([valueOf(0.85), valueOf(0.8499), valueOf(0.7), valueOf(0.6999)]).toEqual(['high', 'medium', 'medium', 'low']);
  });
});
