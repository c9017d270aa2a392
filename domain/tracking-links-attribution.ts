// No zod here: the public site's analytics tracker imports this file.
const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'tc'] as const;

/** The campaign a visit came from, read from its landing address; empty when it came from none. */
export function campaignOf(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = query.get(name)?.trim();
    if (value) found[name] = value.slice(0, 100);
  }
  return found;
}
