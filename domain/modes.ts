/** Custom (code) mode and institutional wording: pure rules shared by the pages and their tests. */

export const CUSTOM_MODE_COOKIE = 'custom_menu';
export const INSTITUTIONAL_MODE_COOKIE = 'institutional_mode';
const MODE_COOKIE_DAYS = 30;

const INSTITUTIONAL_PATHS = new Set(['/team', '/equipe', '/join-us']);

type CookieAction = 'set' | 'delete' | 'keep';

interface ModeDecision {
  active: boolean;
  cookie: CookieAction;
}

interface ModeInput {
  pathname: string;
  search: string;
  cookies: Record<string, string>;
}

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** On with ?c or /code (cookie set), off with ?i or on /ia (cookie deleted), otherwise the cookie decides. */
export function decideCustomMode({ pathname, search, cookies }: ModeInput): ModeDecision {
  const params = new URLSearchParams(search);
  const path = normalise(pathname);
  if (path === '/ia') return { active: false, cookie: 'delete' };
  if (params.has('c') || path === '/code') return { active: true, cookie: 'set' };
  if (params.has('i')) return { active: false, cookie: 'delete' };
  return { active: cookies[CUSTOM_MODE_COOKIE] === '1', cookie: 'keep' };
}

/** ?i on the team or careers page switches the institutional wording on; the cookie alone keeps it. */
export function decideInstitutionalMode({ pathname, search, cookies }: ModeInput): ModeDecision {
  const params = new URLSearchParams(search);
  if (params.has('i') && INSTITUTIONAL_PATHS.has(normalise(pathname))) return { active: true, cookie: 'set' };
  return { active: cookies[INSTITUTIONAL_MODE_COOKIE] === '1', cookie: 'keep' };
}

export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

/** The document.cookie string that applies an action; undefined when nothing changes. */
export function modeCookie(name: string, action: CookieAction): string | undefined {
  if (action === 'keep') return undefined;
  const maxAge = action === 'set' ? MODE_COOKIE_DAYS * 24 * 60 * 60 : 0;
  return `${name}=${action === 'set' ? '1' : ''}; Max-Age=${maxAge}; Path=/; SameSite=Strict`;
}
