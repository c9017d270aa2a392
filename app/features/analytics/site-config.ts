import { requestOptional } from '../../api/http';

export interface PublicSiteConfig {
  analytics: { gaId: string; tagUrl: string } | null;
}

let pending: Promise<PublicSiteConfig> | null = null;

/** The server's runtime settings, fetched once; unreachable means no third-party tag. */
export function loadSiteConfig(): Promise<PublicSiteConfig> {
  pending ??= requestOptional<PublicSiteConfig>('/api/site-config').then((config) => ({ analytics: config?.analytics ?? null }));
  return pending;
}
