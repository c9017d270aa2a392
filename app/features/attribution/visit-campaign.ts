import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { siteConfig } from '../../../domain/site-config';
import { leadCampaignOf, type LeadCampaign } from '../../../domain/tracking-links-attribution';
import { tabStorage } from '../../ui/browser-storage';

/** Session storage, so the campaign lasts as long as the tab (docs/decisions/0280-campaign-attribution.md). */
export const VISIT_CAMPAIGN_KEY = `${siteConfig.product}-visit-campaign`;

interface VisitCampaignState {
  campaign: LeadCampaign | null;
  remember: (campaign: LeadCampaign | null) => void;
}

export const useVisitCampaignStore = create<VisitCampaignState>()(
  persist(
    (set, get) => ({
      campaign: null,
      // First touch wins: the campaign that brought the visitor is not replaced by a later one in the same visit.
      remember: (campaign) => {
        if (campaign && !get().campaign) set({ campaign });
      },
    }),
    {
      name: VISIT_CAMPAIGN_KEY,
      storage: tabStorage,
      partialize: ({ campaign }) => ({ campaign }),
    },
  ),
);

/** Keeps the campaign of the address the visit landed on (UTM parameters and tracking code), if it has one. */
export function useRememberLandingCampaign(): void {
  const { search } = useLocation();
  useEffect(() => {
    useVisitCampaignStore.getState().remember(leadCampaignOf(search));
  }, [search]);
}

/** What a lead form sends with its POST: undefined when the visit came from no campaign, so the field is left out. */
export const visitCampaign = (): LeadCampaign | undefined => useVisitCampaignStore.getState().campaign ?? undefined;
