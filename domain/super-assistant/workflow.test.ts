import { describe, expect, it } from 'vitest';
import { buildConnections } from './connections';
import { detectTools } from './detect-tools';
import { assistantFirstNames, defaultPersonality, personalityOf, pickAssistantName } from './personality';
import { ANALYZING_MS, canScan, CONNECTING_MS, scanDurationMs, scanSteps } from './stages';
import { buildWorkflow, workflowConstants } from './workflow';

describe('buildWorkflow', () => {
  const tools = detectTools('marie@gmail.com');
  const connections = buildConnections(tools);
  const workflow = buildWorkflow(tools, connections, 'Camille');

  it('carries the fixed figures: ROI 450 %, 25 h a month, 2 h setup, confidence 0.97, ULTRA-AUTOMATISÉ', () => {
    expect(workflowConstants).toEqual({ roi: 450, monthlySavings: 25, setupTime: 2, confidence: 0.97, automationLevel: 'ULTRA-AUTOMATISÉ' });
    expect(workflow).toMatchObject({ roi: 450, monthlySavings: 25, setupTime: 2, confidence: 0.97, automationLevel: 'ULTRA-AUTOMATISÉ', assistantName: 'Camille' });
  });

  it('turns the five strongest connections into steps', () => {
    expect(workflow.steps).toHaveLength(5);
    expect(workflow.steps[0]).toEqual({
      id: 'etape-1',
      title: connections[0]?.action,
      description: connections[0]?.explanation,
      confidence: connections[0]?.confidence,
      tool: 'Gmail → Google Agenda',
    });
    expect(workflow.description).toBe(`${connections.length} automatisations entre 6 outils, orchestrées par Camille.`);
  });

  it('handles an empty analysis', () => {
    const empty = buildWorkflow([], [], 'Assistant IA');
    expect(empty.steps).toEqual([]);
    expect(empty.description).toBe('0 automatisation entre 0 outil, orchestrées par Assistant IA.');
  });
});

describe('assistant personality', () => {
  it('has about 100 distinct French first names', () => {
    expect(assistantFirstNames).toHaveLength(100);
    expect(new Set(assistantFirstNames).size).toBe(100);
  });

  it('gives a known name its own greeting and signature', () => {
    const camille = personalityOf('Camille');
    expect(camille.name).toBe('Camille');
    expect(camille.greeting.startsWith('Bonjour, je suis Camille !')).toBe(true);
    expect(camille.signature).toBe('Camille, votre assistant IA');
    expect(camille.avatar).not.toBe('robot');
  });

  it('falls back to the default personality, robot avatar and generic greeting for an unknown name', () => {
    expect(personalityOf('Zorglub')).toBe(defaultPersonality);
    expect(defaultPersonality.avatar).toBe('robot');
    expect(defaultPersonality.greeting).toBe('Bonjour, je suis votre assistant IA. Voici l’écosystème automatisé que je vous propose à partir de vos outils.');
  });

  it('picks a name from the list with the random source', () => {
    expect(pickAssistantName(() => 0)).toBe('Adèle');
    expect(pickAssistantName(() => 0.999999)).toBe('Yanis');
    expect(pickAssistantName(() => 1)).toBe('Yanis');
  });
});

describe('stages', () => {
  it('scans in six steps of 15, 30, 50, 70, 85 and 100 % over 1.5, 2, 1.8, 2.2, 1.5 and 1 s', () => {
    expect(scanSteps.map((s) => s.progress)).toEqual([15, 30, 50, 70, 85, 100]);
    expect(scanSteps.map((s) => s.durationMs)).toEqual([1500, 2000, 1800, 2200, 1500, 1000]);
    expect(scanDurationMs()).toBe(10_000);
  });
  it('waits 2.5 s before connecting and 3 s more before presenting', () => {
    expect(ANALYZING_MS).toBe(2500);
    expect(CONNECTING_MS).toBe(3000);
  });
  it('allows the scan only when the text contains @', () => {
    expect(canScan('')).toBe(false);
    expect(canScan('marie.gmail.com')).toBe(false);
    expect(canScan('marie@')).toBe(true);
  });
});
