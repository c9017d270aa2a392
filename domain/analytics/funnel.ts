/** Funnel stage of a page, by path prefix (public-site §9 Analytics). */
type FunnelStage = 'AWARENESS' | 'INTEREST' | 'CONSIDERATION' | 'CONVERSION' | 'OTHER';

const prefixes: Array<[FunnelStage, string[]]> = [
  ['CONVERSION', ['/contact']],
  ['CONSIDERATION', ['/pricing', '/employe', '/demo', '/assistant-creator-showcase']],
  ['INTEREST', ['/workflows-assistants', '/assistants-ia', '/employees', '/web-dev', '/expert-ia', '/portfolio', '/temoignages']],
  ['AWARENESS', ['/team', '/equipe', '/join-us', '/blog']],
];

/** A prefix matches a whole path segment: '/contact' and '/contact/x', never '/contacts'. */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function funnelStage(page: string): FunnelStage {
  const path = (page.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  if (path === '/') return 'AWARENESS';
  for (const [stage, list] of prefixes) if (list.some((prefix) => under(path, prefix))) return stage;
  return 'OTHER';
}
