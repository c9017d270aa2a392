import type { siteConfigAnswer } from '../../../domain/api/public-answers';
import { requestOptional, type Answer } from '../../api/http';

export type PublicSiteConfig = Pick<Answer<typeof siteConfigAnswer>, 'analytics'>;

let pending: Promise<PublicSiteConfig> | null = null;

/** The server's runtime settings, fetched once; unreachable means no third-party tag. */
export function loadSiteConfig(): Promise<PublicSiteConfig> {
  pending ??= requestOptional<Answer<typeof siteConfigAnswer>>('/api/site-config').then((config) => ({ analytics: config?.analytics ?? null }));
  return pending;
}
