import { isBackgroundType, type BackgroundType } from '../../../domain/backgrounds';

export interface SiteStatus {
  testEnvironment: boolean;
  /** The back-office's chosen ambiance; null when the server could not say. */
  background: BackgroundType | null;
}

let status: Promise<SiteStatus> | undefined;

/** GET /api/site-status, read once per visit after the page is idle: the pre-rendered HTML is the same in every mode. */
export function readSiteStatus(): Promise<SiteStatus> {
  status ??= fetch('/api/site-status', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : {}))
    .then((body: { testEnvironment?: unknown; background?: unknown }) => ({
      testEnvironment: body.testEnvironment === true,
      background: isBackgroundType(body.background) ? body.background : null,
    }))
    .catch(() => ({ testEnvironment: false, background: null }));
  return status;
}
