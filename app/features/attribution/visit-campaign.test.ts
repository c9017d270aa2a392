import { beforeAll, describe, expect, it, vi } from 'vitest';
import { leadCampaignOf } from '../../../domain/tracking-links-attribution';

const session = new Map<string, string>();
const local = new Map<string, string>();
const storageOn = (memory: Map<string, string>) => ({
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
});
beforeAll(() => {
  vi.stubGlobal('sessionStorage', storageOn(session));
  vi.stubGlobal('localStorage', storageOn(local));
});

describe('the campaign of a visit', () => {
  it('keeps nothing for a landing without campaign, then the first campaign only, in session storage', async () => {
    const { VISIT_CAMPAIGN_KEY, useVisitCampaignStore, visitCampaign } = await import('./visit-campaign');
    const { remember } = useVisitCampaignStore.getState();

    remember(leadCampaignOf('?ref=menu'));
    expect(visitCampaign()).toBeUndefined();
    expect(JSON.parse(session.get(VISIT_CAMPAIGN_KEY) ?? '{"state":{"campaign":null}}').state.campaign).toBeNull();

    remember(leadCampaignOf('?utm_source=affiche&utm_medium=print&utm_campaign=salon&tc=abcd2345'));
    remember(leadCampaignOf('?utm_source=newsletter&tc=zzzz9999'));
    const first = { source: 'affiche', medium: 'print', campaign: 'salon', code: 'abcd2345' };
    expect(visitCampaign()).toEqual(first);
    expect(JSON.parse(session.get(VISIT_CAMPAIGN_KEY)!).state).toEqual({ campaign: first });
    expect(VISIT_CAMPAIGN_KEY).toBe('synapse-visit-campaign');
    expect(local.size).toBe(0);
  });
});
