import type { LeadCampaign } from '../../../../domain/tracking-links-attribution';

/**
 * The 'Campagne' line of a lead's detail: the campaign, its source / medium and the tracking link's code.
 * Nothing at all when the lead came without a campaign.
 */
export function CampaignField({ campaign }: { campaign: LeadCampaign | null | undefined }) {
  if (!campaign) return null;
  const channel = [campaign.source, campaign.medium].filter(Boolean).join(' / ');
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-400">Campagne</dt>
      <dd className="mt-1 break-words text-gray-100" data-testid="lead-campaign">
        <span className="font-semibold">{campaign.campaign || 'Sans nom de campagne'}</span>
        {(channel || campaign.code) && (
          <span className="mt-0.5 block text-sm text-gray-300">
            {channel}
            {channel && campaign.code && ' · '}
            {campaign.code && (
              <>
                lien de suivi <code className="rounded bg-ink-800 px-1.5 py-0.5 text-accent-200">{campaign.code}</code>
              </>
            )}
          </span>
        )}
      </dd>
    </div>
  );
}
