/**
 * Menu targets whose content lives on another page: the server answers them with a
 * permanent redirect, and the client router follows the same table (docs/decisions/0121-menu-targets.md).
 */
export const permanentRedirects: Readonly<Record<string, string>> = {
  '/ai-solutions': '/workflows-assistants',
  '/solutions-ia': '/workflows-assistants',
  '/workflows-automatises': '/workflows-assistants',
  '/workflow-studio': '/workflows-assistants',
  '/dev-elite': '/web-dev',
  '/developpement-web': '/web-dev',
  '/architecture-code': '/expert-ia',
  // The spec's second link to the login: a redirect rather than a route of its own, which every first visit's
  // route manifest would carry (docs/decisions/0462-password-reset.md).
  '/login': '/admin/login',
};

/** The target of a moved path, keeping its query string; undefined when the path is not moved. */
export function redirectTarget(url: string): string | undefined {
  const [path = '/', query] = url.split('?', 2);
  const target = permanentRedirects[path.replace(/\/+$/, '') || '/'];
  if (!target) return undefined;
  return query ? `${target}?${query}` : target;
}
