import { describe, expect, it } from 'vitest';
import { assistantProfiles, findProfile, listedAssistantIds, profilePaths, similarProfiles } from './assistant-profiles';
import { automationWorkflows } from './automation-workflows';
import { catalogueItems } from './catalogue-items';
import { hrSpecialists } from './hr-specialists';
import { integrationCatalogue, integrationDisplay, sortByPriority } from './integrations';
import { n8nWorkflows } from './n8n-workflows';
import { otherAssistants } from './other-assistants';
import { premiumAssistants } from './premium-assistants';
import { workflowCategories } from './types';

describe('catalogue data', () => {
  it('has the four premium assistants with their roles and rates', () => {
    expect(premiumAssistants.map((a) => [a.profileId, a.packType, a.monthlyRate, a.rating])).toEqual([
      [1001, 'DAF', 580, 5],
      [1002, 'DC', 570, 5],
      [1003, 'DM', 560, 5],
      [1004, 'Offre E-C', 550, 5],
    ]);
  });
  it('rates the HR specialists 4.5 to 4.8 with a specialization', () => {
    expect(hrSpecialists).toHaveLength(4);
    expect(new Set(hrSpecialists.map((a) => a.specialization)).size).toBe(4);
    for (const a of hrSpecialists) {
      expect(a.rating).toBeGreaterThanOrEqual(4.5);
      expect(a.rating).toBeLessThanOrEqual(4.8);
      expect(a.specialization).toMatch(/^\p{Lu}.{9,}/u);
    }
  });
  it('prices ready-to-use assistants 199 to 240 and the others 250 to 530', () => {
    const ready = otherAssistants.filter((a) => a.easySelfSetup).map((a) => a.monthlyRate);
    expect(ready.sort()).toEqual([199, 210, 220, 240]);
    for (const a of [...hrSpecialists, ...otherAssistants.filter((x) => !x.easySelfSetup)]) {
      expect(a.monthlyRate).toBeGreaterThanOrEqual(250);
      expect(a.monthlyRate).toBeLessThanOrEqual(530);
    }
  });
  it('uses only the spec categories and unique ids', () => {
    for (const w of [...n8nWorkflows, ...automationWorkflows]) expect(workflowCategories).toContain(w.category);
    const ids = catalogueItems.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('displays about fifty tools; unknown ones get the puzzle piece and priority 1', () => {
    expect(integrationCatalogue.length).toBeGreaterThanOrEqual(48);
    expect(integrationDisplay('Outil Maison')).toEqual({ name: 'Outil Maison', icon: 'puzzle', color: '#94a3b8', priority: 1 });
    expect(sortByPriority(['Outil Maison', 'Trello', 'Slack']).map((t) => t.name)).toEqual(['Slack', 'Trello', 'Outil Maison']);
  });
});

describe('assistant profiles', () => {
  it('has the ten hourly rates of the spec', () => {
    expect(assistantProfiles.map((p) => p.hourlyRate)).toEqual([60, 65, 63, 62, 22, 45, 35, 55, 32, 40]);
  });
  it('finds a profile only from an integer id', () => {
    expect(findProfile('1001')?.name).toBe('Antoine Mercier');
    expect(findProfile('9999')).toBeUndefined();
    expect(findProfile('abc')).toBeUndefined();
    expect(findProfile('1001abc')).toBeUndefined();
    expect(findProfile(undefined)).toBeUndefined();
  });
  it('links only to similar employees that exist and keeps skill levels in 0-100', () => {
    for (const p of assistantProfiles) {
      expect(similarProfiles(p).map((s) => s.id)).toEqual(p.similarEmployees);
      for (const s of p.skills) expect(s.level).toBeGreaterThanOrEqual(0);
      for (const s of p.skills) expect(s.level).toBeLessThanOrEqual(100);
    }
  });
  it('lists the four premium assistants and pre-renders every profile', () => {
    expect(listedAssistantIds).toEqual([1001, 1002, 1003, 1004]);
    expect(profilePaths).toHaveLength(10);
    expect(profilePaths[0]).toBe('/employe/1001');
  });
});

describe('catalogue items', () => {
  it('gives every card a variant, a capacity and an industry', () => {
    const ofVariant = (variant: string) => catalogueItems.filter((i) => i.variant === variant);
    expect(ofVariant('premium').map((i) => i.id)).toEqual(['antoine-daf', 'camille-dc', 'lea-dm', 'hugo-comptable']);
    expect(ofVariant('custom').map((i) => i.id)).toEqual(['sol-assistant-sur-mesure', 'sol-portail-client', 'sol-tableau-bord-ia']);
    for (const item of catalogueItems) {
      expect(item.capacity.length).toBeGreaterThan(0);
      expect(item.industry.length).toBeGreaterThan(0);
    }
  });
  it('prices assistants monthly and quotes workflows and solutions', () => {
    for (const item of catalogueItems) {
      if (item.kind === 'assistant') expect(item.monthlyRate).toBeGreaterThan(0);
      else expect(item.monthlyRate).toBe(0);
    }
  });
});
