import type { UrlCheck } from '../../../domain/api/seo-answers';
import { ApiError } from '../../lib/api-error';
import { textPrefix } from '../../lib/bounded-text';
import { foreignCanonical } from './page-audit';
import { readPageFacts } from './page-html';
import { reachesPrivateAddress } from '../../lib/url-guard';

const TIMEOUT_MS = 8000;
const MAX_REDIRECTS = 5;
const MAX_HTML_BYTES = 1024 * 1024;

export const checkUrlMessages = {
  scheme: 'Seules les adresses http:// et https:// peuvent être vérifiées.',
  invalid: "L'adresse à vérifier n'est pas valide.",
  otherHost: (origin: string) => `Seules les adresses de ce site (${origin}) peuvent être vérifiées.`,
  privateRedirect: 'La redirection mène vers une adresse privée ou locale : vérification refusée.',
  tooManyRedirects: 'Trop de redirections : vérification interrompue.',
} as const;


/** An address to check: a full URL, or a path of this site. */
function resolveTarget(input: string, siteOrigin: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim(), `${siteOrigin}/`);
  } catch {
    throw new ApiError(400, checkUrlMessages.invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiError(400, checkUrlMessages.scheme);
  if (url.username || url.password) throw new ApiError(400, checkUrlMessages.invalid);
  return url;
}

/** Each hop must stay on the site's own origin; a hop towards a private address is named as such. */
async function assertAllowedHop(url: URL, siteOrigin: string, redirected: boolean): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiError(400, checkUrlMessages.scheme);
  if (url.origin === siteOrigin) return;
  if (redirected && (await reachesPrivateAddress(url.hostname))) throw new ApiError(400, checkUrlMessages.privateRedirect);
  throw new ApiError(400, checkUrlMessages.otherHost(siteOrigin));
}

/**
 * Fetches an address of this site, following redirects by hand so every hop is checked before it is
 * requested: the server never reaches another host (no server-side request forgery).
 */
export async function checkUrl(input: string, publicUrl: string, fetcher: typeof fetch = fetch): Promise<UrlCheck> {
  const siteOrigin = new URL(publicUrl).origin;
  let url = resolveTarget(input, siteOrigin);
  await assertAllowedHop(url, siteOrigin, false);
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    let response: Response;
    try {
      response = await fetcher(url, { redirect: 'manual', signal, headers: { accept: 'text/html' } });
    } catch {
      return { success: false, status: 0, canonical: null, message: `Adresse injoignable : ${url.href}`, finalUrl: url.href, warning: null };
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => undefined);
      const next = new URL(location, url);
      await assertAllowedHop(next, siteOrigin, true);
      url = next;
      continue;
    }
    const html = (response.headers.get('content-type') ?? '').includes('html') ? await textPrefix(response, MAX_HTML_BYTES) : '';
    if (!html) await response.body?.cancel().catch(() => undefined);
    const canonical = html ? (readPageFacts(html).canonical ?? null) : null;
    const ok = response.status >= 200 && response.status < 300;
    const message = ok
      ? canonical
        ? `Page accessible (HTTP ${response.status}), canonique : ${canonical}`
        : `Page accessible (HTTP ${response.status}), mais sans lien canonique`
      : `La page répond HTTP ${response.status}`;
    return { success: ok, status: response.status, canonical, message, finalUrl: url.href, warning: foreignCanonical(canonical, siteOrigin) };
  }
  throw new ApiError(400, checkUrlMessages.tooManyRedirects);
}
