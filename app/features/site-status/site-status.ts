import { requestOptional } from '../../api/http';
import { isBackgroundType, type BackgroundType } from '../../../domain/backgrounds';

export interface SiteStatus {
  testEnvironment: boolean;
  /** The back-office's chosen ambiance; null when the server could not say. */
  background: BackgroundType | null;
}

let status: Promise<SiteStatus> | undefined;

/** GET /api/site-status, read once per visit after the page is idle: the pre-rendered HTML is the same in every mode. */
export function readSiteStatus(): Promise<SiteStatus> {
  status ??= requestOptional<{ testEnvironment?: unknown; background?: unknown }>('/api/site-status', { headers: { accept: 'application/json' } }).then(
    (body) => ({
      testEnvironment: body?.testEnvironment === true,
      background: isBackgroundType(body?.background) ? body.background : null,
    }),
  );
  return status;
}
