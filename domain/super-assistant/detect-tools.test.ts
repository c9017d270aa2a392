import { describe, expect, it } from 'vitest';
import { detectTools, domainMapping, suiteOf } from './detect-tools';

const summary = (email: string) => detectTools(email).map((t) => [t.id, t.confidence, t.source]);

describe('suiteOf', () => {
  it.each([
    ['gmail.com', 'gmail'],
    ['hotmail.fr', 'microsoft'],
    ['atelier-lumen.fr', 'corporate'],
    ['lumen.io', 'startup'],
    ['lumen.ai', 'startup'],
    ['orange.fr', null],
    ['', null],
  ])('%s belongs to %s', (domain, suite) => expect(suiteOf(domain)).toBe(suite));
});

describe('detectTools', () => {
  it('keeps domain mapping confidences between 0.95 and 0.99', () => {
    for (const { confidence } of Object.values(domainMapping)) {
      expect(confidence).toBeGreaterThanOrEqual(0.95);
      expect(confidence).toBeLessThanOrEqual(0.99);
    }
  });

  it('reads a Gmail address: direct mapping 0.99, suite tools 0.9 × 0.95, then smart suggestions 0.75', () => {
    expect(summary('marie@gmail.com')).toEqual([
      ['gmail', 0.99, 'direct_domain'],
      ['google-drive', 0.855, 'email_pattern'],
      ['google-calendar', 0.855, 'email_pattern'],
      ['google-sheets', 0.855, 'email_pattern'],
      ['google-meet', 0.855, 'email_pattern'],
      ['linkedin', 0.75, 'smart_suggestion'],
    ]);
  });

  it('gives Microsoft pattern tools 0.9 × 0.92 and caps a tool found twice at 0.99', () => {
    const tools = detectTools('paul@outlook.fr');
    expect(tools[0]).toMatchObject({ id: 'outlook', confidence: 0.99, source: 'direct_domain', suite: 'microsoft' });
    expect(tools.filter((t) => t.source === 'email_pattern').map((t) => t.confidence)).toEqual([0.828, 0.828, 0.828]);
  });

  it('gives corporate pattern tools 0.9 × 0.85', () => {
    const tools = detectTools('marie@atelier-lumen.fr');
    expect(tools.filter((t) => t.source === 'email_pattern').map((t) => [t.id, t.confidence])).toEqual([
      ['outlook', 0.765],
      ['teams', 0.765],
      ['sharepoint', 0.765],
      ['salesforce', 0.765],
    ]);
    expect(tools.filter((t) => t.source === 'smart_suggestion').map((t) => t.id)).toEqual(['linkedin', 'hubspot']);
  });

  it('gives startup tools 0.9 × 0.88 and boosts a tool found from two sources by 1.2', () => {
    const tools = detectTools('lea@lumen.io');
    expect(tools[0]).toMatchObject({ id: 'hubspot', confidence: 0.9504, source: 'email_pattern' });
    expect(tools.slice(1, 4).map((t) => [t.id, t.confidence])).toEqual([
      ['slack', 0.792],
      ['notion', 0.792],
      ['stripe', 0.792],
    ]);
  });

  it('suggests trade tools from the domain name', () => {
    expect(detectTools('jean@ma-boutique.fr').map((t) => t.id)).toEqual(expect.arrayContaining(['shopify', 'stripe']));
    expect(detectTools('jean@cabinet-compta.fr').map((t) => t.id)).toContain('pennylane');
  });

  it('keeps at most 6 tools, sorted by confidence descending', () => {
    for (const email of ['a@gmail.com', 'a@cabinet-compta.fr', 'a@shop-tech.io', 'a@outlook.com']) {
      const confidences = detectTools(email).map((t) => t.confidence);
      expect(confidences.length).toBeLessThanOrEqual(6);
      expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    }
    expect(detectTools('a@shop-tech.io')).toHaveLength(6);
  });

  it('never goes over 0.99 and keeps only smart suggestions for other webmails', () => {
    for (const t of detectTools('x@yahoo.fr')) expect(t.confidence).toBeLessThanOrEqual(0.99);
    expect(summary('x@orange.fr')).toEqual([
      ['linkedin', 0.75, 'smart_suggestion'],
      ['hubspot', 0.75, 'smart_suggestion'],
    ]);
  });

  it('fills every field of a detected tool', () => {
    const [tool] = detectTools('marie@gmail.com');
    expect(tool).toMatchObject({ name: 'Gmail', category: 'communication', detectionReason: 'Adresse @gmail.com', suite: 'gmail' });
    expect(tool?.connectedTools.length).toBeGreaterThan(0);
    expect(tool?.businessValue).toBe('Tri et réponses automatiques des e-mails');
  });
});
