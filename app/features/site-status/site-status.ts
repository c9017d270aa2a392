import type { siteStatusAnswer } from '../../../domain/api/public-answers';
import { requestOptional, type Answer } from '../../api/http';
import { isBackgroundType, type BackgroundType } from '../../../domain/backgrounds';
import type { AgencyClosure } from '../../../domain/settings/agency-closures';

/** The answer's test flag, the back-office's chosen ambiance (null when the server could not say) and the closures to come. */
export type SiteStatus = Pick<Answer<typeof siteStatusAnswer>, 'testEnvironment'> & { background: BackgroundType | null; closures: AgencyClosure[] };

let status: Promise<SiteStatus> | undefined;

/** GET /api/site-status, read once per visit after the page is idle: the pre-rendered HTML is the same in every mode. */
export function readSiteStatus(): Promise<SiteStatus> {
  status ??= requestOptional<Answer<typeof siteStatusAnswer>>('/api/site-status', { headers: { accept: 'application/json' } }).then(
    (body) => ({
      testEnvironment: body?.testEnvironment === true,
      background: isBackgroundType(body?.background) ? body.background : null,
      closures: Array.isArray(body?.closures) ? body.closures : [],
    }),
  );
  return status;
}
