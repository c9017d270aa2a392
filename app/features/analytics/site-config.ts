export interface PublicSiteConfig {
  analytics: { gaId: string; tagUrl: string } | null;
}

let pending: Promise<PublicSiteConfig> | null = null;

/** The server's runtime settings, fetched once; unreachable means no third-party tag. */
export function loadSiteConfig(): Promise<PublicSiteConfig> {
  pending ??= fetch('/api/site-config')
    .then(async (response) => (response.ok ? ((await response.json()) as PublicSiteConfig) : { analytics: null }))
    .then((config) => ({ analytics: config.analytics ?? null }))
    .catch(() => ({ analytics: null }));
  return pending;
}
